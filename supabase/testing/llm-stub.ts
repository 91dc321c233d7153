/**
 * An OpenAI-compatible chat completions server on loopback, for tests that drive relay-chat with
 * an LLM: it streams `Answer <n>.` for the n-th call, reports the tokens the call used and keeps
 * every request body it was sent.
 */

export interface LlmCall {
  messages: { role: string; content: string }[];
  max_tokens?: number;
}

export interface LlmStubOptions {
  /**
   * The tokens reported for a call with this many characters of prompt. Default: the prompt at
   * four characters a token (as English runs), and 300 for the answer.
   */
  usage?: (promptChars: number) => { prompt_tokens: number; completion_tokens: number };
  /** How long the answer takes, in ms. Default 0. */
  delayMs?: number;
  /** Send the first piece, then cut the stream as an upstream that dies mid-answer would. */
  cut?: boolean;
}

const chunk = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

export function llmStub(options: LlmStubOptions = {}) {
  const usage =
    options.usage ??
    ((chars: number) => ({ prompt_tokens: Math.ceil(chars / 4), completion_tokens: 300 }));
  const bodies: LlmCall[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const body = (await request.json()) as LlmCall;
    bodies.push(body);
    const n = bodies.length;
    const chars = body.messages.reduce((sum, m) => sum + m.content.length, 0);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const first = chunk({ choices: [{ delta: { content: 'Answer ' } }] });
    const rest = options.cut
      ? ''
      : chunk({ choices: [{ delta: { content: `${n}.` } }] }) +
        chunk({ choices: [{ delta: {}, finish_reason: 'stop' }] }) +
        chunk({ choices: [], usage: usage(chars) }) +
        'data: [DONE]\n\n';
    return new Response(first + rest, { headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/v1`,
    bodies,
    stop: () => server.shutdown(),
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}
