// The specification's client state in one small typed store: auth (token), business (the current
// business being managed) and user (the profile), changed only through its named actions.
import { useSyncExternalStore } from 'react';
import type { Business, Profile } from '@menudex/contract/entities';
import { readToken } from './local-storage.ts';

export type SessionState = {
  auth: { token: string | null };
  business: Business | null;
  user: Profile | null;
};

export type SessionAction =
  | { type: 'AUTH'; token: string }
  | { type: 'LOGOUT' }
  | { type: 'FETCH_USER_PROFILE'; user: Profile | null }
  | {
      type:
        | 'CREATE_NEW_BUSINESS'
        | 'FETCH_BUSINESS_BY_PHONE'
        | 'UPDATE_BUSINESS'
        | 'DELETE_ITEM'
        | 'CREATE_NEW_ITEM'
        | 'UPDATE_ITEM';
      business: Business;
    }
  | { type: 'CLEAR_BUSINESS' };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'AUTH':
      return { ...state, auth: { token: action.token } };
    case 'LOGOUT':
      return { auth: { token: null }, business: null, user: null };
    case 'FETCH_USER_PROFILE':
      return { ...state, user: action.user };
    case 'CLEAR_BUSINESS':
      return { ...state, business: null };
    default:
      return { ...state, business: action.business };
  }
}

function createStore(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch: (action: SessionAction) => {
      state = sessionReducer(state, action);
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const sessionStore = createStore({
  auth: { token: typeof window === 'undefined' ? null : readToken() },
  business: null,
  user: null,
});

export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.get()));
}

export const dispatch = sessionStore.dispatch;
