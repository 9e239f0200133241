import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

// The send rule's chunk held back, as on a slow phone.
let releaseRules: () => void = () => undefined;
const rulesArrive = new Promise<void>((resolve) => (releaseRules = resolve));
let areRulesAsked = false;
vi.mock('./message-rules', async (importOriginal) => {
  areRulesAsked = true;
  await rulesArrive;
  return importOriginal();
});

const { useMessageDraft } = await import('./use-message-draft');

const receiverId = '3f0c5d1e-2b4a-4c8e-9f1a-7b6d5e4c3a21';

function renderDraft(send = vi.fn(async () => undefined)) {
  const view = renderHook(() =>
    useMessageDraft({ receiverId, send, isSending: false, canSend: true, isLoaded: true, cannotSendText: 'Cannot send', failureText: () => 'Failed' }),
  );
  return { ...view, send };
}

describe('useMessageDraft', () => {
  // First in this file: nothing has asked for the rule yet.
  it('downloads the send rule on the box\'s first focus, not with the conversation', async () => {
    const { result } = renderDraft();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(areRulesAsked).toBe(false);
    act(() => result.current.onFocus());
    await vi.waitFor(() => expect(areRulesAsked).toBe(true));
  });

  it('sends nothing while the text changed during the download, and sends it once asked again', async () => {
    const { result, send } = renderDraft();
    act(() => result.current.setDraft('Habari'));
    act(() => result.current.submit());
    act(() => result.current.setDraft('Habari, are you free on Monday?'));
    await act(async () => {
      releaseRules();
      await rulesArrive;
      // The module, then the first send's check, finish over a few turns.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.draft).toBe('Habari, are you free on Monday?');

    await act(async () => {
      result.current.submit();
      await vi.waitFor(() => expect(send).toHaveBeenCalledWith('Habari, are you free on Monday?'));
    });
    expect(result.current.draft).toBe('');
  });
});
