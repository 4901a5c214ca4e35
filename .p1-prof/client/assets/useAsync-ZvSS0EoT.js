import { g as __toESM, m as require_react } from "./jsx-runtime-EQXuroYZ.js";
import { r as isCancel } from "./scale-CeJ8TK70.js";
// src/features/shared/useAsync.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var LOADING = {
	status: "loading",
	data: void 0,
	error: void 0
};
/**
* Runs `run` whenever `key` changes (or on `reload`), cancelling the previous call through its signal, so a
* fast pager or filter change never shows an older reply. `key` must be a primitive describing the request.
*/
function useAsync(key, run) {
	const [state, setState] = (0, import_react.useState)({
		key,
		tick: 0,
		value: LOADING
	});
	const [tick, setTick] = (0, import_react.useState)(0);
	if (state.key !== key || state.tick !== tick) setState({
		key,
		tick,
		value: LOADING
	});
	(0, import_react.useEffect)(() => {
		if (key === null) return;
		const ctrl = new AbortController();
		run(ctrl.signal).then((data) => {
			if (!ctrl.signal.aborted) setState({
				key,
				tick,
				value: {
					status: "ok",
					data,
					error: void 0
				}
			});
		}, (error) => {
			if (ctrl.signal.aborted || isCancel(error)) return;
			setState({
				key,
				tick,
				value: {
					status: "error",
					data: void 0,
					error
				}
			});
		});
		return () => ctrl.abort();
	}, [key, tick]);
	const reload = (0, import_react.useCallback)(() => setTick((t) => t + 1), []);
	return {
		...state.key === key && state.tick === tick ? state.value : LOADING,
		reload
	};
}
export { useAsync as t };

//# sourceMappingURL=useAsync-ZvSS0EoT.js.map