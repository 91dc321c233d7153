import { type KeyboardEvent, type RefObject, useId } from 'react';
import { Icon } from './icons.tsx';
import { button, focusRing } from './styles.ts';
import { CHAT_WORDS } from './text.ts';

export interface ComposerProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onFocus?: () => void;
  canSubmit: boolean;
  busy: boolean;
  onStop: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** Buttons under the box at every width, for a narrow container on a wide screen. */
  stacked?: boolean;
}

/** The message box and its buttons: Enter sends, Shift and Enter starts a new line. */
export function Composer(props: ComposerProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      props.onSubmit();
    }
  };
  return (
    <form
      className={`flex flex-col gap-3 ${props.stacked ? '' : 'sm:flex-row sm:items-end'}`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <textarea
        id={id}
        ref={props.inputRef}
        rows={2}
        value={props.value}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={props.onFocus}
        aria-describedby={`${id}-help`}
        className={`min-h-14 w-full flex-1 resize-none rounded-xl border-2 border-slate-400 bg-white px-4 py-3 text-lg text-slate-900 placeholder:text-slate-600 focus:border-teal-800 ${focusRing}`}
      />
      <span id={`${id}-help`} className="sr-only">
        {CHAT_WORDS.enterHelp}
      </span>
      <div className="flex justify-end gap-3">
        {props.busy ? (
          <button type="button" onClick={props.onStop} className={button.secondary}>
            <Icon name="stop" className="size-5" />
            {CHAT_WORDS.stop}
          </button>
        ) : null}
        <button type="submit" disabled={!props.canSubmit} className={button.primary}>
          <Icon name="send" className="size-5" />
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
