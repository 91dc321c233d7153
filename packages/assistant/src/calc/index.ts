/** The worked answers, by the name a topic's point gives as its `calculator`. */
import type { Details } from '../types.ts';
import * as answers from './answers.ts';
import * as worked from './worked.ts';

export type Calculator = (details: Details) => string;

export const CALCULATORS: Readonly<Record<string, Calculator>> = { ...answers, ...worked };
