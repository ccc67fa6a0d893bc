import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { MESSAGES, type Messages } from './i18n';

/** The words of the language chosen, for every component of the page. */
export const Words = createContext<Messages>(MESSAGES.id);
export const useWords = (): Messages => useContext(Words);
