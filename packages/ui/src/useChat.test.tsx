import { type Chat, ChatError, createChat, type Transport } from '@firm/chat-core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type UseChat, useChat } from './useChat.ts';

let latest: UseChat | undefined;

function Status({ chat }: { chat: Chat }) {
  latest = useChat(chat);
  const { busy, retrying, attempt, retries } = latest;
  return (
    <p>{retrying ? `Still trying… ${attempt - 1} of ${retries}` : busy ? 'Waiting' : 'Idle'}</p>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('re-renders with each snapshot, so a view can say which retry is under way', async () => {
  const attempts: {
    reject: (error: unknown) => void;
    resolve: (reply: { response: string }) => void;
  }[] = [];
  const transport: Transport = {
    send: () => new Promise((resolve, reject) => attempts.push({ resolve, reject })),
  };
  const chat = createChat({ transport, onError: () => {} });
  render(<Status chat={chat} />);
  expect(screen.getByText('Idle')).toBeTruthy();

  let outcome: ReturnType<UseChat['send']> | undefined;
  act(() => {
    outcome = latest?.send('hi');
  });
  expect(screen.getByText('Waiting')).toBeTruthy();
  await act(async () => {
    attempts[0]?.reject(new ChatError('busy', { kind: 'http', status: 503 }));
    await vi.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByText('Still trying… 1 of 3')).toBeTruthy();
  await act(async () => {
    attempts[1]?.resolve({ response: 'Answer.' });
    await outcome;
  });
  expect(screen.getByText('Idle')).toBeTruthy();
  expect(await outcome).toMatchObject({ status: 'answered', message: { content: 'Answer.' } });
  expect(latest?.messages.map((m) => m.content)).toEqual(['hi', 'Answer.']);
});
