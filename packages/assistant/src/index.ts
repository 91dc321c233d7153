/**
 * @firm/assistant: the embedded answer engine behind relay-chat.
 * Runtime-free: relative `.ts` imports only, so Deno can import this file directly.
 * `answer` and `groundedPrompt` expect text that has already been through `redact`.
 */
export { answer } from './answer.ts';
export { checkFigures, type FigureCheck, figureChecker } from './check.ts';
export { KB_VERSION } from './kb/index.ts';
export { groundedPrompt, PROMPT_VERSION } from './prompt.ts';
export { type PiiKind, type Redaction, type RedactOptions, redact } from './redact.ts';
export type {
  Answer,
  AnswerKind,
  AnswerOptions,
  ChatCompletionMessage,
  GroundedPrompt,
  HistoryTurn,
  Source,
} from './types.ts';
