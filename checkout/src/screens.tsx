import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A screen that says where the customer is (paid, expired, not found...): its heading takes the
 * focus, so a screen reader reads the new state at once.
 */
export function Notice(props: {
  tone: 'ok' | 'info' | 'error';
  title: string;
  text: string;
  children?: ComponentChildren;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.title]);
  return (
    <section class={`notice ${props.tone}`} aria-labelledby="notice-title">
      <div class="notice-mark" aria-hidden="true">
        {props.tone === 'ok' ? '✓' : props.tone === 'error' ? '!' : 'i'}
      </div>
      <h1 id="notice-title" tabIndex={-1} ref={heading}>
        {props.title}
      </h1>
      <p>{props.text}</p>
      {props.children}
    </section>
  );
}

export function Loading(props: { text: string }) {
  return (
    <p class="loading" role="status">
      {props.text}
    </p>
  );
}
