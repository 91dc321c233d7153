/** Public types of @firm/assistant, declared here so the package has no workspace imports. */

/** A page an answer was drawn from. */
export interface Source {
  title: string;
  url: string;
}

/** A prior chat message, as relay-chat receives it. */
export interface HistoryTurn {
  role: 'user' | 'ai';
  content: string;
}

export interface AnswerOptions {
  /** The firm's phone number as shown to visitors, e.g. `(617) 555-0142`. */
  phone: string;
  /** Used in "talk to …" lines; defaults to "our team". */
  firmName?: string;
}

export type AnswerKind = 'topic' | 'greeting' | 'thanks' | 'out_of_scope' | 'handoff' | 'fallback';

export interface Answer {
  /** Markdown. */
  text: string;
  sources: Source[];
  kind: AnswerKind;
  topicId: string | null;
}

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface GroundedPrompt {
  /** Ready for an OpenAI-compatible `/chat/completions` call. */
  messages: ChatCompletionMessage[];
  /** The sources of the passages placed in the prompt. */
  sources: Source[];
  promptVersion: string;
  kbVersion: string;
}

/** One knowledge-base entry. Figures inside its text are written with `fig()`. */
export interface Topic {
  id: string;
  title: string;
  /** Ways visitors ask about it; they weigh heavily in retrieval. */
  questions: string[];
  /** Keywords and synonyms, including the words visitors use. */
  keywords: string[];
  /** The one-line summary that opens the answer. */
  summary: string;
  steps: string[];
  benefits: string[];
  risks: string[];
  /** Topic-specific next actions; the call to the firm is always added after them. */
  next: string[];
  /** Pages the topic rests on; pages linked from figures are added automatically. */
  sources: Source[];
}
