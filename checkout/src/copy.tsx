import { useState } from 'preact/hooks';
import { useWords } from './t';

/** Copies with the Clipboard API, else with a selected hidden text area (older or non-secure browsers). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText !== undefined && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'offscreen';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/** A copy button that says what happened, to the eye and to a screen reader. */
export function CopyButton(props: { text: string; label: string }) {
  const t = useWords();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    void copyText(props.text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <>
      <button type="button" class="secondary" onClick={copy} aria-label={`${t.copy} ${props.label}`}>
        {state === 'copied' ? t.copied : t.copy}
      </button>
      <span class="copy-state" role="status">
        {state === 'failed' ? t.copyFailed : state === 'copied' ? t.copied : ''}
      </span>
    </>
  );
}
