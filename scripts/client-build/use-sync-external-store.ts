// React 19 has the hook; the shim package only adds a copy for React < 18 to the entry.
export { useSyncExternalStore } from 'react';
