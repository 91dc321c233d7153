/**
 * The relay-chat wire contract, as published at `@firm/chat-core/protocol`: types, limits, error
 * codes and headers, defined once in `packages/contract` and shared with the function.
 */
export * from '@firm/contract/protocol.ts';
