/**
 * @firm/assistant: the embedded answer engine behind relay-chat.
 * Runtime-free: relative `.ts` imports only, so Deno can import this file directly.
 */

export interface Source {
  title: string;
  url: string;
}
export interface HistoryTurn {
  role: 'user' | 'ai';
  content: string;
}
export interface AnswerOptions {
  phone: string;
  firmName?: string;
}
export type AnswerKind = 'topic' | 'greeting' | 'thanks' | 'out_of_scope' | 'handoff' | 'fallback';
export interface Answer {
  text: string;
  sources: Source[];
  kind: AnswerKind;
  topicId: string | null;
}
export type PiiKind = 'ssn' | 'card' | 'routing' | 'account' | 'mbi' | 'dob';
export interface Redaction {
  text: string;
  kinds: PiiKind[];
}
export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}
export interface GroundedPrompt {
  messages: ChatCompletionMessage[];
  sources: Source[];
  promptVersion: string;
  kbVersion: string;
}

export const KB_VERSION = '2026-11-21.0';
export const PROMPT_VERSION = '2026-11-21.0';

export function answer(_message: string, _history: HistoryTurn[], options: AnswerOptions): Answer {
  return {
    text: `I can help with retirement, tax and insurance questions. Call us at ${options.phone}.\n\n_General information, not individualized advice._`,
    sources: [],
    kind: 'fallback',
    topicId: null,
  };
}

export function redact(text: string): Redaction {
  return { text, kinds: [] };
}

export function groundedPrompt(
  message: string,
  _history: HistoryTurn[],
  _options: AnswerOptions,
): GroundedPrompt {
  return {
    messages: [{ role: 'user', content: message }],
    sources: [],
    promptVersion: PROMPT_VERSION,
    kbVersion: KB_VERSION,
  };
}
