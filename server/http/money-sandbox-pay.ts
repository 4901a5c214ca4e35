import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Order } from '../../protocol/money';
import type { Db } from '../db/database';
import { creditInviteRewardForOrder } from '../domain/invite';
import type { InviteConfig } from '../domain/invite';
import { cancelOrder, NOTIFY_PATH, orderForPayment, SANDBOX_PAGE_PATH, settleOrder } from '../domain/money';
import type { Gateways, SandboxGateway } from '../domain/money';

// The sandbox gateway's pages (GET /sandbox-pay/:orderNo: confirm or cancel) and the notify callback of
// every gateway (POST /pay/notify/:gateway). Confirming posts the signed notify to the callback through the
// server's own HTTP stack, as a provider's server would; the callback trusts only a verified notify.

export interface SandboxPayOptions {
  db: Db;
  gateways: Gateways;
  sandbox: SandboxGateway;
  /** The inviter of a buyer is rewarded when the buyer's first recharge is paid. */
  invites: InviteConfig;
}

/** Where the pay page sends the payer when done: the client's gold page (mobile path). */
const RETURN_PATH = '/h/user/manage-gold';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<p style="color:#a15c00">沙盒支付 · Sandbox payment: no real money moves.</p>${body}</body></html>`;
}

function orderPage(order: Order): string {
  const no = encodeURIComponent(order.orderNo);
  const yuan = (order.amountCents / 100).toFixed(2);
  const summary = `<h1>¥${yuan}</h1><p>${escapeHtml(order.goodsName)} · ${order.gold} gold</p>
<p>Order <code>${escapeHtml(order.orderNo)}</code> · ${order.status}</p>`;
  if (order.status !== 'created') {
    return page('Sandbox', `${summary}<p><a href="${RETURN_PATH}?order=${no}">返回 · Back</a></p>`);
  }
  const button = (action: string, label: string) =>
    `<form method="post" action="${SANDBOX_PAGE_PATH}/${no}/${action}" style="display:inline-block;margin-right:1rem">
<button type="submit" style="font-size:1.1rem;padding:.6rem 1.4rem">${label}</button></form>`;
  return page('Sandbox', `${summary}${button('confirm', '确认支付 · Pay')}${button('cancel', '取消 · Cancel')}`);
}

export async function moneySandboxPayRoutes(app: FastifyInstance, opts: SandboxPayOptions): Promise<void> {
  const { db, gateways, sandbox, invites } = opts;
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get<{ Params: { orderNo: string } }>(`${SANDBOX_PAGE_PATH}/:orderNo`, async (req, reply) => {
    const order = await orderForPayment(db, req.params.orderNo, nowSeconds());
    if (!order) return html(reply, 404, page('Sandbox', '<p>订单不存在 · Order not found</p>'));
    return html(reply, 200, orderPage(order));
  });

  app.post<{ Params: { orderNo: string } }>(`${SANDBOX_PAGE_PATH}/:orderNo/confirm`, async (req, reply) => {
    const order = await orderForPayment(db, req.params.orderNo, nowSeconds());
    if (!order) return html(reply, 404, page('Sandbox', '<p>订单不存在 · Order not found</p>'));
    if (order.status === 'created') {
      const res = await app.inject({
        method: 'POST',
        url: `${NOTIFY_PATH}/${sandbox.code}`,
        payload: sandbox.notifyFor(order.orderNo, order.amountCents),
      });
      if (res.statusCode !== 200) req.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notify refused');
    }
    return reply.redirect(`${SANDBOX_PAGE_PATH}/${encodeURIComponent(order.orderNo)}`, 303);
  });

  app.post<{ Params: { orderNo: string } }>(`${SANDBOX_PAGE_PATH}/:orderNo/cancel`, async (req, reply) => {
    await cancelOrder(db, req.params.orderNo);
    return reply.redirect(`${SANDBOX_PAGE_PATH}/${encodeURIComponent(req.params.orderNo)}`, 303);
  });

  app.post<{ Params: { gateway: string } }>(`${NOTIFY_PATH}/:gateway`, async (req, reply) => {
    const gateway = gateways.get(req.params.gateway);
    const text = (status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').send(body);
    if (!gateway) return text(404, 'unknown gateway');
    const verdict = gateway.verify((req.body ?? {}) as Record<string, unknown>);
    if (verdict.kind === 'forged') {
      req.log.warn({ gateway: gateway.code }, 'payment notify with a bad signature');
      return text(400, 'bad signature');
    }
    if (verdict.kind === 'malformed') {
      req.log.warn({ gateway: gateway.code }, 'payment notify signed but malformed');
      return text(400, 'malformed notify');
    }
    // Acknowledged, so the gateway stops repeating it; the order stays payable until it expires.
    if (verdict.kind === 'not_paid') {
      req.log.info({ order: verdict.orderNo, status: verdict.status }, 'payment notify: not paid');
      return text(200, 'success');
    }
    const notice = verdict.notice;
    const outcome = await settleOrder(db, notice, nowSeconds());
    req.log.info({ order: notice.orderNo, outcome }, 'payment notify');
    if (outcome !== 'rejected') await creditInviteRewardForOrder(db, notice.orderNo, invites, nowSeconds());
    return outcome === 'rejected' ? text(400, 'unknown order or amount') : text(200, 'success');
  });
}
