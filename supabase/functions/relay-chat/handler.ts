import { MESSAGES } from '@firm/contract/messages.ts';
import { clientNetwork, ipHasher, UNKNOWN_CLIENT } from '../_shared/client-address.ts';
import { type Handler, HttpError } from '../_shared/http.ts';
import type { LogEntry } from '../_shared/log.ts';
import { answerTurn, type Claimed, type Outcome } from './steps/answer.ts';
import { claimTurn } from './steps/claim.ts';
import type { RelayDeps } from './steps/deps.ts';
import { clientClosed, PageFault, StoreFault } from './steps/faults.ts';
import { parseRequest } from './steps/parse.ts';
import { answerLog, keptReply, recordTurn, turnOutcome } from './steps/record.ts';
import {
  outcomeResponse,
  type ResponseContext,
  replyOf,
  replyResponse,
  streamResponse,
  wantsStream,
  withContext,
} from './steps/respond.ts';
import { conversationOf, issuedHeaders, openedKeyHash } from './steps/session.ts';

/**
 * The relay-chat handler, the steps of steps/ wired in order: parse and validate, authorise the
 * session, limit and reserve and claim the turn (one round trip to the store), answer (the
 * provider, or the embedded assistant when the LLM's budget or a share is spent, shown the
 * session's recorded turns), record the outcome, respond; one JSON log line per request.
 */
export function createHandler(deps: RelayDeps): Handler {
  const { config, redactor, clock, log } = deps;
  const ipHash = ipHasher(config.ipSalt);

  /** Answer and record a claimed turn; its outcome for the client. Throws StoreFault. */
  async function settle(
    claim: Claimed,
    opened: string | null,
    started: number,
    signal: AbortSignal,
    entry: LogEntry,
    onDelta?: (text: string) => void,
  ): Promise<Outcome> {
    const answered = await answerTurn(deps, claim, signal, onDelta);
    const kept = keptReply(answered, redactor);
    Object.assign(entry, answerLog(answered, kept));
    const outcome = turnOutcome(answered, kept, started, signal.aborted);
    await recordTurn(
      { turns: deps.turns, phone: config.phone },
      claim,
      opened,
      outcome,
      answered.done,
    );
    return answered.outcome;
  }

  return async (request) => {
    const started = clock.now();
    const origin = request.headers.get('origin');
    const context: ResponseContext = {
      allowedOrigin: origin !== null && config.origins(origin) ? origin : null,
      requestId: crypto.randomUUID(),
      issued: {},
    };
    const entry: LogEntry = {
      fn: 'relay-chat',
      request_id: context.requestId,
      method: request.method,
    };
    if (origin) entry.origin = origin;
    const write = (status: number, code?: string) => {
      log({ provider: deps.provider.name, ...entry, status, code, ms: clock.now() - started });
    };
    const respond = (response: Response) => withContext(response, context);
    const fail = (error: HttpError) => {
      write(error.status, error.code);
      return respond(outcomeResponse({ error }));
    };

    try {
      if (origin !== null && context.allowedOrigin === null) {
        return fail(new HttpError('forbidden_origin', MESSAGES.forbiddenOrigin));
      }
      if (request.method === 'OPTIONS') {
        write(204);
        return respond(new Response(null, { status: 204 }));
      }
      const { request: body, sessionKey } = await parseRequest(request, config.publicKeys);
      const network = clientNetwork(request.headers, config.clientIpHeader);
      const ip = ipHash(network);
      Object.assign(entry, { session_id: body.session_id, ip_hash: ip });
      if (network === UNKNOWN_CLIENT) entry.client_ip = 'missing';

      // The visitor's previous message, as their page sent it: read together with this one, a
      // number split across the two is masked here. It can only widen what is masked in the
      // visitor's own message, so the page's word is enough; the record's turns stay as stored.
      const previous = body.history.findLast((entry) => entry.role === 'user')?.content;
      const message = redactor(body.message, previous);
      const messageId = body.message_id ?? crypto.randomUUID();
      Object.assign(entry, {
        message_id: messageId,
        redactions: message.kinds.length ? message.kinds : undefined,
      });
      const { claim, conversation } = await claimTurn(
        deps,
        {
          messageId,
          origin,
          source: body.source || null,
          ipHash: ip,
          message: message.text,
          redactionKinds: [...message.kinds],
        },
        conversationOf(body.session_id, sessionKey),
        request.signal,
      );
      const { record } = claim;
      Object.assign(entry, { turn: claim.outcome, attempt: record.attempt });
      if (record.sessionId !== body.session_id) {
        // Someone else's conversation: this turn went to a new one of the caller's own.
        Object.assign(entry, { session_id: record.sessionId, not_owner_of: body.session_id });
      }
      const opened = claim.outcome === 'claimed' && claim.opened;
      if (opened) entry.opened = true;
      context.issued = issuedHeaders(conversation, opened);
      const streaming = wantsStream(request.headers);
      entry.stream = streaming;

      if (claim.outcome === 'replay') {
        write(200);
        return respond(replyResponse(replyOf(record), streaming));
      }
      const keyHash = openedKeyHash(conversation, opened);
      if (streaming) {
        return respond(
          streamResponse(async (delta) => {
            const outcome = await settle(
              claim,
              keyHash,
              started,
              request.signal,
              entry,
              delta,
            ).catch((error: unknown): Outcome => {
              entry.error = error instanceof StoreFault ? 'StoreError' : (error as Error)?.name;
              return {
                error:
                  error instanceof HttpError ? error : new HttpError('internal', MESSAGES.internal),
              };
            });
            if ('reply' in outcome) write(200);
            else write(outcome.error.status, outcome.error.code);
            return outcome;
          }),
        );
      }
      const outcome = await settle(claim, keyHash, started, request.signal, entry);
      if ('error' in outcome) return fail(outcome.error);
      write(200);
      return respond(outcomeResponse(outcome));
    } catch (error) {
      if (error instanceof PageFault) entry.problem = error.problem;
      if (error instanceof StoreFault) entry.error = 'StoreError';
      if (error instanceof HttpError) return fail(error);
      if (request.signal.aborted) return fail(clientClosed());
      entry.error = error instanceof Error ? error.name : typeof error;
      return fail(new HttpError('internal', MESSAGES.internal));
    }
  };
}
