import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_SEARCH_MODEL } from '../../protocol/constants';
import { pushHistory } from '../lib/search-history';
import { persist } from './persist';

export interface SearchState {
  key: string;
  model: string;
  history: string[];
}

export const search = proxy<SearchState>({ key: '', model: DEFAULT_SEARCH_MODEL, history: [] });
persist('search', search, ['history'] as const);

export function setKey(key: string): void {
  search.key = key;
}

/** Records a submitted key per spec §5 (cut, dedupe to front, exclusion list, cap). */
export function addHistory(key: string, exclude: readonly string[] = []): void {
  search.history = pushHistory(search.history, key, exclude);
}

export function clearHistory(): void {
  search.history = [];
}

export function useSearch() {
  return useSnapshot(search);
}
