import type { StateCreator } from 'zustand/vanilla';

/** An answer's value: one option value, a list (checkbox), or free text. */
export type FeedbackValue = string | number | (string | number)[];

/** spec §3 "Follow-up answer entry": label, name (defaults to label), type, value. */
export interface FollowupAnswer {
  label: string;
  name: string;
  type: 'radio' | 'checkbox' | 'text' | 'smiley';
  value: string | string[];
}

/**
 * One feedback widget's state (spec §4 "Main feedback", "Follow-up", "Contact form"). Kept in the
 * store, not in React, so it survives a remount of the element.
 */
export interface FeedbackWidgetState {
  main: {
    /** The chosen value; undefined means nothing chosen. */
    value: FeedbackValue | undefined;
    /** The add-on free text. */
    message: string;
    submitted: boolean;
    /** Whether the chosen value already went out on page leave (sent once only). */
    sentOnLeave: boolean;
  };
  followup: {
    phase: 'invitation' | 'dismissed' | 'steps' | 'submitted' | 'aborted';
    /** Zero-based step. */
    step: number;
    /** The current step's value, before 'Neste'. */
    current: string | string[] | undefined;
    answers: FollowupAnswer[];
    sentOnLeave: boolean;
  };
  contact: {
    phase: 'form' | 'submitted' | 'dismissed';
    email: string;
    phone: string;
    /** A submit failed validation: errors now re-evaluate on each edit. */
    attempted: boolean;
  };
}

export interface FeedbackSlice {
  /** Widget states by widget key (the element's `widget-id`, else page and question). */
  feedbackWidgets: Record<string, FeedbackWidgetState>;
  /** Replaces one widget's state with `update(previous)`; returns the new state. */
  updateFeedbackWidget: (key: string, update: (previous: FeedbackWidgetState) => FeedbackWidgetState) => FeedbackWidgetState;
}

/** The state of a widget nobody has touched. */
export const initialFeedbackWidget: FeedbackWidgetState = {
  main: { value: undefined, message: '', submitted: false, sentOnLeave: false },
  followup: { phase: 'invitation', step: 0, current: undefined, answers: [], sentOnLeave: false },
  contact: { phase: 'form', email: '', phone: '', attempted: false },
};

export const createFeedbackSlice: StateCreator<FeedbackSlice, [], [], FeedbackSlice> = (set, get) => ({
  feedbackWidgets: {},
  updateFeedbackWidget: (key, update) => {
    const next = update(get().feedbackWidgets[key] ?? initialFeedbackWidget);
    set((state) => ({ feedbackWidgets: { ...state.feedbackWidgets, [key]: next } }));
    return next;
  },
});
