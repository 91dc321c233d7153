// relay-chat: the chat assistant's edge function. The logic lives in handler.ts.
import { fromEnv } from './mod.ts';

Deno.serve(fromEnv((name) => Deno.env.get(name)));
