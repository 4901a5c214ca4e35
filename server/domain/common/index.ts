export { CLI_ACTOR, recordAudit } from './audit';
export type { AuditActor } from './audit';
export { operatorRoleCount, refuseOperatorTarget, refuseOwnRequest, rolesOf } from './operator-roles';
export { pageOf } from './paging';
export type { Paging } from './paging';
export { isPublic } from './public-post';
export { Refusal } from './refusal';
export { clearKey, refundWindow, sweepCounters, takeBackoff, takeWindow, waitWords } from './throttle';
export type { BackoffRule, Taken, WindowRule } from './throttle';
