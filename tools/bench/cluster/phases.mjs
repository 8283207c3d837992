// The cluster test's phases. Each drives the API copies through the round-robin proxy under concurrent
// load, then reads what the database holds and records checks (see cluster.mjs for the whole run).
// `ctx`: { stack, proxy, base, opts, check(name, ok, detail), log }.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCall } from '../../lib/apiClient.mjs';
import { balanceAdjust, chatMessage, chatTurn, clientMessageIdNew, ledgerFacts, pinDigest, tally, workers } from './loadKit.mjs';

/** How the proxy's responses were spread over the API copies since `before`. */
function spread(proxy, before) {
  return proxy.served.map((n, i) => n - before[i]);
}

/**
 * Item 2 (1): chat turns charging SMALL balances from many connections at once. The balance must never
 * go below zero, every charge must be one link of an unbroken chain (no two turns charged against the
 * same balance), balance = opening + ledger, and the replies the clients got must be exactly the
 * charges the ledger holds.
 */
export async function ledgerPhase(ctx) {
  const { stack, base, opts, check, proxy } = ctx;
  const accounts = [];
  for (let i = 0; i < opts.ledgerAccounts; i += 1) accounts.push(await stack.signUp(base, 'ledger'));
  for (const account of accounts) await balanceAdjust(stack.sql, account.uid, opts.smallBalance);
  const before = [...proxy.served];
  const replies = new Map(accounts.map((a) => [a.uid, []]));
  const spent = new Set();
  const statuses = [];
  let n = 0;
  const started = performance.now();
  await workers(opts.connections, async () => {
    while (spent.size < accounts.length) {
      const turn = (n += 1);
      const account = accounts[turn % accounts.length];
      if (spent.has(account.uid)) continue;
      const res = await chatTurn(base, account, { message: chatMessage(turn) });
      statuses.push(res.status);
      if (res.status === 200) replies.get(account.uid).push(res.reply);
      // Keep going past the first refusal for a few turns: turns racing at the end of the balance are the test.
      else if (res.status === 402) account.refusals = (account.refusals ?? 0) + 1;
      if ((account.refusals ?? 0) >= 3) spent.add(account.uid);
      if (res.status !== 200 && res.status !== 402) spent.add(account.uid);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const facts = await ledgerFacts(stack.sql, accounts.map((a) => a.uid));
  const answered = [...replies.values()].flat();
  ctx.log(`${answered.length} turns answered, ${statuses.filter((s) => s === 402).length} refused (402) in ${seconds.toFixed(1)} s over ${opts.connections} connections; per API copy ${JSON.stringify(spread(proxy, before))}; statuses ${JSON.stringify(tally(statuses))}`);
  check('only 200 and 402 answers', statuses.every((s) => s === 200 || s === 402), JSON.stringify(tally(statuses)));
  check('no balance below zero, in any ledger row or at the end', facts.perUser.every((u) => u.lowest >= 0 && u.balance >= 0), `lowest balances ${facts.perUser.map((u) => u.lowest).join(', ')} (of ${opts.smallBalance})`);
  check('balance = opening balance + ledger, per account', facts.perUser.every((u) => u.reconciles));
  check('every charge is one link of an unbroken chain (no two turns charged the same balance)', facts.perUser.every((u) => u.chain));
  const perUserOk = facts.perUser.every((u) => {
    const got = replies.get(u.id);
    const paid = got.reduce((total, reply) => total + reply.tokensUsed, 0);
    return got.length === u.charges && paid === u.charged;
  });
  check('the replies clients got are exactly the charges (count and tokens)', perUserOk, `${answered.length} replies, ${facts.perUser.reduce((t, u) => t + u.charges, 0)} charges`);
  check('every charge has its stored reply and every reply its one charge', facts.orphanCharges.length === 0 && facts.badReplies.length === 0, `${facts.orphanCharges.length} charges without a reply, ${facts.badReplies.length} replies without their charge`);
  check('every account was spent down to a refusal', accounts.every((a) => (a.refusals ?? 0) > 0));
  return { accounts, answered: answered.length };
}

/**
 * Item 2 (2): anonymous trial chats from several devices of one visitor (one IP: they share one
 * allowance, SPEC §7) through different API copies never record more than TRIAL_TOKEN_LIMIT.
 */
export async function trialPhase(ctx) {
  const { stack, base, opts, check, proxy } = ctx;
  const ip = '127.0.0.20';
  const devices = Array.from({ length: opts.trialDevices }, (_, i) => `cluster-${process.pid}-device-${i}`);
  const before = [...proxy.served];
  const statuses = [];
  let answered = 0;
  let told = 0;
  let n = 0;
  await workers(opts.connections, async (w) => {
    for (;;) {
      const turn = (n += 1);
      const res = await apiCall(base, {
        method: 'POST',
        path: '/api/chat',
        from: ip,
        headers: { 'x-device-id': devices[(w + turn) % devices.length] },
        body: { userId: 'trial_user', message: chatMessage(turn) },
      });
      statuses.push(res.status);
      if (res.status === 200) {
        answered += 1;
        told += res.body.tokensUsed;
      }
      if (res.status !== 200) return;
    }
  });
  const { rows } = await stack.sql.query('select coalesce(sum(tokens_used), 0)::int as used, count(*)::int as records from trial_usage where ip_address = $1', [ip]);
  const { rows: turns } = await stack.sql.query("select count(*)::int as n, coalesce(sum(charged), 0)::int as charged from usage_turns where kind = 'trial' and trial_device = any($1)", [devices]);
  const used = rows[0].used;
  ctx.log(`${answered} trial turns answered (${told} tokens told to the clients) from ${devices.length} devices at ${ip}; ${rows[0].records} trial records hold ${used} tokens; per API copy ${JSON.stringify(spread(proxy, before))}; statuses ${JSON.stringify(tally(statuses))}`);
  check('only 200 and 402 trial_exhausted answers', statuses.every((s) => s === 200 || s === 402));
  check(`recorded trial spend never passes TRIAL_TOKEN_LIMIT (${opts.trialLimit})`, used <= opts.trialLimit, `${used} of ${opts.trialLimit}`);
  check('the allowance was spent to its end (the limit, not luck, stopped the turns)', used === opts.trialLimit, `${used}`);
  check('every answered trial turn is one usage record, and their charges sum to the spend', turns[0].n === answered && turns[0].charged === used, `${turns[0].n} turns, ${turns[0].charged} charged`);
  const spentStatus = await apiCall(base, { path: '/api/trial/status', from: ip, headers: { 'x-device-id': 'cluster-new-device-same-ip' } });
  const otherStatus = await apiCall(base, { path: '/api/trial/status', from: '127.0.0.21', headers: { 'x-device-id': 'cluster-other-visitor' } });
  check('a new device at the same IP shares the spent allowance; another visitor does not', spentStatus.body.eligible === false && otherStatus.body.eligible === true, `${spentStatus.body.reason} / ${otherStatus.body.reason}`);
}

/** Fires `count` calls at once and tallies the statuses. */
async function burst(count, call) {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}

/**
 * Item 2 (3): rate limits and PIN lockouts are counted in the database, so hits spread over the copies
 * trip them at exactly the configured count.
 */
export async function limitsPhase(ctx) {
  const { stack, base, opts, check, proxy } = ctx;
  for (const [label, path, limit, ip] of [
    ['trial status (TRIAL_STATUS_RATE_LIMIT)', '/api/trial/status', opts.statusLimit, '127.0.0.30'],
    ['founders seats (FOUNDERS_PUBLIC_RATE_LIMIT)', '/api/founders-club/seats', opts.foundersLimit, '127.0.0.32'],
  ]) {
    const before = [...proxy.served];
    const hits = Math.round(limit * 2.5);
    const answers = await burst(hits, () => apiCall(base, { path, from: ip, headers: { 'x-device-id': 'cluster-rate-device' } }));
    const counts = tally(answers.map((a) => a.status));
    const refusalsRight = answers.filter((a) => a.status === 429).every((a) => a.body?.error?.code === 'rate_limited' && Number(a.headers['retry-after']) >= 1);
    const other = await apiCall(base, { path, from: '127.0.0.33', headers: { 'x-device-id': 'cluster-rate-other' } });
    ctx.log(`${label}: ${hits} hits at once from ${ip}, per API copy ${JSON.stringify(spread(proxy, before))}: ${JSON.stringify(counts)}`);
    check(`${label}: exactly ${limit} allowed across the copies, the rest 429`, counts[200] === limit && counts[429] === hits - limit, JSON.stringify(counts));
    check(`${label}: each 429 has SPEC's error body and retry-after; another IP is not limited`, refusalsRight && other.status === 200);
  }

  // PIN lockout (PIN_MAX_FAILURES = 5 wrong tries), on the parent PIN and a child's PIN.
  const parent = await stack.signUp(base, 'pin');
  const right = pinDigest('2468');
  const wrong = pinDigest('0000');
  const set = await apiCall(base, { method: 'PUT', path: `/api/users/${parent.uid}/parent-pin`, headers: parent.auth, body: { pin: right } });
  const child = await childCreate(base, parent, { name: 'Pin Child', age: 10, pin: right });
  for (const [label, path] of [
    ['parent PIN', `/api/users/${parent.uid}/parent-pin/verify`],
    ['child PIN', `/api/children/${child.id}/pin/verify`],
  ]) {
    const before = [...proxy.served];
    const answers = await burst(opts.pinTries, () => apiCall(base, { method: 'POST', path, headers: parent.auth, body: { pin: wrong } }));
    const counted = answers.filter((a) => a.status === 200);
    const left = counted.map((a) => a.body.attemptsLeft).sort();
    const locked = answers.filter((a) => a.status === 423 && a.body?.error?.code === 'locked' && Number(a.headers['retry-after']) > 0);
    const after = await apiCall(base, { method: 'POST', path, headers: parent.auth, body: { pin: right } });
    ctx.log(`${label}: ${opts.pinTries} wrong tries at once, per API copy ${JSON.stringify(spread(proxy, before))}: ${JSON.stringify(tally(answers.map((a) => a.status)))}, attempts left ${left.join(',')}`);
    check(`${label}: exactly 5 wrong tries counted (4,3,2,1,0 left) across the copies, the rest 423 locked`, set.status === 204 && counted.length === 5 && left.join(',') === '0,1,2,3,4' && locked.length === opts.pinTries - 5);
    check(`${label}: the right PIN is refused while locked`, after.status === 423);
  }
}

/** Gives the child privacy notice consent (needed to add a child) and adds a child. */
async function childCreate(base, parent, { name, age, pin }) {
  const consents = await apiCall(base, { path: `/api/users/${parent.uid}/consents`, headers: parent.auth });
  const given = await apiCall(base, {
    method: 'POST',
    path: `/api/users/${parent.uid}/consents`,
    headers: parent.auth,
    body: { kind: 'child_privacy_notice', granted: true, policyVersion: consents.body.versions.child_privacy_notice },
  });
  if (given.status !== 200 && given.status !== 201) throw new Error(`the consent answered ${given.status}: ${JSON.stringify(given.body)}`);
  const res = await apiCall(base, { method: 'POST', path: `/api/users/${parent.uid}/children`, headers: parent.auth, body: { displayName: name, age, pin } });
  if (res.status !== 201 && res.status !== 200) throw new Error(`adding a child answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The mail files in the shared outbox (every API copy writes there): `{ to, subject }` each. */
function outboxMails(dataDir) {
  const dir = join(dataDir, 'outbox');
  // No folder yet: no copy has sent a mail.
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    return { to: /^To: (.*)$/m.exec(text)?.[1] ?? '', subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '' };
  });
}

/** Polls `test` every 50 ms until it holds, for at most `ms`; resolves whether it held. */
async function eventually(test, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (await test()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Item 2 (4): the jobs every copy runs — the retention purge, the alert mail (digests, urgent e-mails)
 * — run once when several copies run them at the same moment; and the chat outbox's resends (the same
 * clientMessageId sent to several copies at once) are stored and charged once.
 */
export async function jobsPhase(ctx) {
  const { stack, base, opts, check, proxy } = ctx;
  const admin = await stack.signUp(base, 'admin');
  // As `npm run grant-admin` does.
  await stack.sql.query('update users set is_admin = true where id = $1', [admin.uid]);
  const parent = await stack.signUp(base, 'family');
  const child = await childCreate(base, parent, { name: 'Retention Child', age: 10, pin: pinDigest('1357') });
  const asChild = { 'x-active-role': 'child_user', 'x-child-id': child.id };

  // Retention: a conversation of the child's, aged past the family's 30 days.
  let conversationId = null;
  for (let i = 0; i < opts.retentionTurns; i += 1) {
    const res = await chatTurn(base, parent, { message: chatMessage(i), headers: asChild, conversationId });
    if (res.status !== 200) throw new Error(`the child's chat answered ${res.status}: ${JSON.stringify(res.body)}`);
    conversationId = res.reply.conversationId;
  }
  const retention = await apiCall(base, { method: 'PUT', path: `/api/users/${parent.uid}/retention`, headers: parent.auth, body: { retention: '30' } });
  if (retention.status !== 200) throw new Error(`setting the retention answered ${retention.status}`);
  await stack.sql.query("update chat_messages set created_at = now() - interval '100 days' where conversation_id = $1", [conversationId]);
  await stack.sql.query("update conversations set created_at = now() - interval '100 days', updated_at = now() - interval '100 days' where id = $1", [conversationId]);
  const aged = opts.retentionTurns * 2;
  let before = [...proxy.served];
  const runs = await burst(opts.jobRuns, () => apiCall(base, { method: 'POST', path: '/api/admin/jobs/retention', headers: admin.auth }));
  const removed = runs.map((r) => (r.status === 200 && r.body.run ? r.body.run.removed.chatMessages : 0));
  const left = await stack.sql.query('select count(*)::int as n from chat_messages where conversation_id = $1', [conversationId]);
  ctx.log(`retention: ${opts.jobRuns} runs at once, per API copy ${JSON.stringify(spread(proxy, before))}: ran ${runs.filter((r) => r.body?.ran).length}, skipped (another copy held the lock) ${runs.filter((r) => r.body?.ran === false).length}, messages removed per run ${removed.join(',')}`);
  check('retention: every run answered 200', runs.every((r) => r.status === 200), JSON.stringify(tally(runs.map((r) => r.status))));
  check(`retention: the ${aged} aged messages were purged once — by exactly one run`, removed.reduce((t, x) => t + x, 0) === aged && removed.filter((x) => x > 0).length === 1 && left.rows[0].n === 0);

  // Alert mail: a concern alert from yesterday (a daily digest is due) and an urgent one sent now,
  // while every copy runs the mail job at once.
  const concern = await chatTurn(base, parent, { message: 'my friend gave me a vape should i try it', headers: asChild });
  await stack.sql.query(
    "update alerts set created_at = now() - interval '1 day' - interval '1 hour' where user_id = $1 and severity = 'concern'",
    [parent.uid],
  );
  const { rows: concerns } = await stack.sql.query("select count(*)::int as n from alerts where user_id = $1 and severity = 'concern'", [parent.uid]);
  before = [...proxy.served];
  const [urgent, ...digests] = await Promise.all([
    chatTurn(base, parent, { message: 'I had a rough day at school. I want to die.', headers: asChild }),
    ...Array.from({ length: opts.jobRuns }, () => apiCall(base, { method: 'POST', path: '/api/admin/jobs/alert-digests', headers: admin.auth })),
  ]);
  const urgentRows = async () => (await stack.sql.query("select count(*)::int as n, count(emailed_at)::int as emailed from alerts where user_id = $1 and severity = 'urgent'", [parent.uid])).rows;
  let urgents = await urgentRows();
  // The urgent e-mail goes out after the chat's reply (off its hot path): wait for its file and for the
  // alert to be marked e-mailed, not a fixed time (read at once, `emailed_at` could still be empty).
  const urgentMails = () => outboxMails(stack.dataDir).filter((m) => m.to.includes(parent.email) && m.subject.startsWith('Urgent:'));
  await eventually(async () => {
    urgents = await urgentRows();
    return urgentMails().length >= urgents[0].n && urgents[0].emailed >= urgents[0].n;
  });
  const dailyMails = outboxMails(stack.dataDir).filter((m) => m.to.includes(parent.email) && /concern/.test(m.subject));
  const daily = digests.map((d) => (d.status === 200 ? d.body.daily : 0));
  ctx.log(
    `alert mail: ${opts.jobRuns} job runs at once with an urgent chat, per API copy ${JSON.stringify(spread(proxy, before))}: ran ${digests.filter((d) => d.body?.ran).length}, daily digests per run ${daily.join(',')}; ${concerns[0].n} concern and ${urgents[0].n} urgent alerts; outbox: ${dailyMails.length} digest, ${urgentMails().length} urgent mails`,
  );
  check('alert mail: the child chats made a concern and an urgent alert', concern.status === 200 && urgent.status === 200 && concerns[0].n > 0 && urgents[0].n > 0);
  check('alert mail: one daily digest sent, by one run of one copy', daily.reduce((t, x) => t + x, 0) === 1 && dailyMails.length === 1);
  check('alert mail: each urgent alert e-mailed exactly once', urgents[0].emailed === urgents[0].n && urgentMails().length === urgents[0].n);

  // Outbox resends: each message sent `replaySends` times at once (JSON and streamed) to different copies.
  const sender = await stack.signUp(base, 'replay');
  before = [...proxy.served];
  const ids = Array.from({ length: opts.replayIds }, () => clientMessageIdNew());
  const sends = await Promise.all(
    ids.flatMap((clientMessageId, i) =>
      Array.from({ length: opts.replaySends }, (_, k) =>
        chatTurn(base, sender, { message: chatMessage(i), clientMessageId, stream: k === opts.replaySends - 1 }).then((res) => ({ clientMessageId, res })),
      ),
    ),
  );
  const sameAnswer = ids.every((id) => {
    const answers = sends.filter((s) => s.clientMessageId === id).map((s) => s.res);
    return answers.every((a) => a.status === 200 && a.reply.messageId === answers[0].reply.messageId && a.reply.tokensUsed === answers[0].reply.tokensUsed);
  });
  const { rows: stored } = await stack.sql.query(
    `select m.client_message_id, count(*)::int as messages,
            (select count(*)::int from token_ledger l where l.reference = any(array_agg(m.id))) as charges
       from chat_messages m where m.user_id = $1 group by m.client_message_id`,
    [sender.uid],
  );
  const facts = await ledgerFacts(stack.sql, [sender.uid]);
  ctx.log(`outbox resends: ${ids.length} messages × ${opts.replaySends} sends at once (the last of each streamed), per API copy ${JSON.stringify(spread(proxy, before))}: ${stored.length} stored turns, ${facts.perUser[0].charges} charges`);
  check('outbox resends: every send of a message got the same stored reply', sameAnswer);
  check(
    'outbox resends: each message stored once (its 2 messages) and charged once',
    stored.length === ids.length && stored.every((s) => s.messages === 2 && s.charges === 1) && facts.perUser[0].reconciles && facts.badReplies.length === 0,
  );
}

/**
 * Issue 22 item 4: each copy keeps the accounts it has just read (apps/api/src/db/accountCache.ts) and
 * drops one when migration 0020's trigger announces a change to it. Every copy reads one account's
 * balance (so each keeps the row), one copy charges a chat turn, and then every copy must show the
 * charged balance; an operator's switch-off through psql must be refused by every copy, and the
 * switch back on served. "Within a second" is the bound on a notice's delivery, not a sleep: each copy
 * is read until it agrees or the second is up, and the reads that still saw the old row are counted.
 */
export async function cachePhase(ctx) {
  const { stack, base, opts, check } = ctx;
  const copies = stack.apis.map((api) => api.url);
  const account = await stack.signUp(base, 'cache');
  const read = (url) => apiCall(url, { method: 'GET', path: `/api/tokens/${account.uid}`, headers: account.auth });
  const truth = async () => (await stack.sql.query('select tokens_balance from users where id = $1', [account.uid])).rows[0].tokens_balance;
  /** Reads `url` until `agrees(response)` or a second has passed; whether it agreed, and if the first read did. */
  const settle = async (url, agrees) => {
    let first = null;
    const agreed = await eventually(async () => {
      const res = await read(url);
      const ok = agrees(res);
      if (first === null) first = ok;
      return ok;
    }, 1000);
    return { agreed, first: first === true };
  };
  let charges = 0;
  let disagreed = 0;
  let staleFirst = 0;
  let reads = 0;
  for (let round = 0; round < opts.cacheRounds; round += 1) {
    for (const url of copies) await read(url);
    const turn = await chatTurn(copies[round % copies.length], account, { message: chatMessage(round) });
    if (turn.status !== 200) continue;
    charges += 1;
    const balance = await truth();
    for (const url of copies) {
      const seen = await settle(url, (res) => res.status === 200 && res.body.balance === balance);
      reads += 1;
      if (!seen.agreed) disagreed += 1;
      if (!seen.first) staleFirst += 1;
    }
  }
  ctx.log(`${charges} charges, each then read on all ${copies.length} copies: ${disagreed} reads never agreed with the database within 1 s, ${staleFirst} of ${reads} first reads still showed the balance before the charge`);
  check('every copy shows a charge made on another copy (within a second)', charges === opts.cacheRounds && disagreed === 0, `${charges} of ${opts.cacheRounds} charges, ${disagreed} disagreeing`);

  for (const url of copies) await read(url);
  await stack.sql.query('update users set is_active = false where id = $1', [account.uid]);
  const refused = await Promise.all(copies.map((url) => settle(url, (res) => res.status === 403)));
  await stack.sql.query('update users set is_active = true where id = $1', [account.uid]);
  const served = await Promise.all(copies.map((url) => settle(url, (res) => res.status === 200)));
  ctx.log(`switched off through psql: refused by ${refused.filter((r) => r.agreed).length} of ${copies.length} copies (${refused.filter((r) => r.first).length} on the first read); switched back on: served by ${served.filter((r) => r.agreed).length}`);
  check('an account switched off through psql is refused by every copy, and served again once switched on', refused.every((r) => r.agreed) && served.every((r) => r.agreed));
}

/**
 * Item 2 (5): chat load through the proxy while an API copy is killed (SIGKILL) with requests in
 * flight; clients resend what was cut, as the browser's outbox does. Afterwards: no answered turn is
 * missing, no charge lacks its stored reply, no stored reply lacks its charge, nothing is stored twice.
 */
export async function killPhase(ctx) {
  const { stack, base, opts, check, proxy } = ctx;
  const accounts = [];
  for (let i = 0; i < opts.killAccounts; i += 1) accounts.push(await stack.signUp(base, 'kill'));
  const before = [...proxy.served];
  const answered = [];
  const failures = [];
  let cutSends = 0;
  let resent = 0;
  let n = 0;
  const events = [];
  const schedule = [...opts.killSchedule];
  // Acts on the schedule: at each point of progress, kill (SIGKILL) or restart a copy — a kill only
  // once the proxy says that copy holds requests, so the kill always lands mid-load.
  const conductor = (async () => {
    for (const step of schedule) {
      await eventually(() => answered.length >= step.at * opts.killTurns, 600_000);
      if (step.action === 'kill') {
        await eventually(() => proxy.inflight[step.api] >= 2, 10_000);
        const holding = proxy.inflight[step.api];
        const api = stack.apis[step.api];
        await api.kill('SIGKILL');
        events.push(`SIGKILL API copy ${step.api + 1} (pid ${api.pid}) after ${answered.length} answered turns, holding ${holding} requests`);
        step.holding = holding;
      } else {
        await stack.apiStart(step.api);
        events.push(`restarted API copy ${step.api + 1} after ${answered.length} answered turns`);
      }
    }
  })();
  const started = performance.now();
  await workers(opts.connections, async () => {
    while (n < opts.killTurns) {
      const turn = (n += 1);
      const account = accounts[turn % accounts.length];
      // A quarter of the turns stream (slow: MENTOR_STREAM_DELAY_MS per word), so the kill cuts streams too.
      const res = await chatTurn(base, account, { message: chatMessage(turn), stream: turn % 4 === 0 });
      cutSends += res.cuts;
      if (res.sends > 1) resent += 1;
      if (res.status === 200) answered.push({ account: account.uid, reply: res.reply, resent: res.sends > 1, sentAt: res.sentAt });
      else failures.push(res.status);
    }
  });
  await conductor;
  const seconds = (performance.now() - started) / 1000;
  for (const line of events) ctx.log(line);
  const uids = accounts.map((a) => a.uid);
  const facts = await ledgerFacts(stack.sql, uids);
  const ids = answered.map((a) => a.reply.messageId);
  const { rows: found } = await stack.sql.query("select id from chat_messages where id = any($1) and role = 'assistant'", [ids]);
  const { rows: twice } = await stack.sql.query(
    "select client_message_id from chat_messages where user_id = any($1) and role = 'assistant' group by client_message_id having count(*) > 1",
    [uids],
  );
  // A resend answered with a reply stored BEFORE it left: the killed copy had committed the turn and
  // died before its answer reached the client — the outbox's resend got the stored reply, no second charge.
  const resends = answered.filter((a) => a.resent);
  const { rows: storedAt } = await stack.sql.query('select id, created_at from chat_messages where id = any($1)', [resends.map((a) => a.reply.messageId)]);
  const createdAt = new Map(storedAt.map((row) => [row.id, new Date(row.created_at).getTime()]));
  const fromStorage = resends.filter((a) => createdAt.get(a.reply.messageId) < a.sentAt).length;
  const { rows: empty } = await stack.sql.query(
    'select count(*)::int as n from conversations c where c.user_id = any($1) and not exists (select 1 from chat_messages m where m.conversation_id = c.id)',
    [uids],
  );
  ctx.log(
    `${answered.length} of ${opts.killTurns} turns answered in ${seconds.toFixed(1)} s (${(answered.length / seconds).toFixed(0)} turns/s); ${cutSends} sends cut by the kill, ${resent} turns resent (${fromStorage} answered from storage: committed by the killed copy before it died); per API copy ${JSON.stringify(spread(proxy, before))}; ${facts.replies} stored replies, ${facts.perUser.reduce((t, u) => t + u.charges, 0)} charges; ${empty[0].n} empty conversations left`,
  );
  check('the kill landed mid-load (the killed copy held requests)', schedule.filter((s) => s.action === 'kill').every((s) => s.holding > 0), schedule.map((s) => s.holding ?? '-').join(','));
  check('every turn was answered in the end (resends included)', failures.length === 0 && answered.length === opts.killTurns, `${failures.length} unanswered: ${JSON.stringify(tally(failures))}`);
  check('no answered turn is missing from the database', found.length === ids.length, `${found.length} of ${ids.length} found`);
  check('no turn stored twice', twice.length === 0 && facts.replies === opts.killTurns, `${facts.replies} stored replies for ${opts.killTurns} turns`);
  check('no charge without its stored reply, no stored reply without its charge', facts.orphanCharges.length === 0 && facts.badReplies.length === 0, `${facts.orphanCharges.length} / ${facts.badReplies.length}`);
  check('balances reconcile with the ledger and none is below zero', facts.perUser.every((u) => u.reconciles && u.chain && u.balance >= 0));
  // A stream cut by the kill leaves the conversation it opened empty (its process never dropped it);
  // the resend went into a new one. The history must not list the empty one as a second chat.
  const lists = await Promise.all(accounts.map((a) => apiCall(base, { path: `/api/chat-history/${a.uid}`, headers: a.auth })));
  const listedEmpty = lists.flatMap((l) => (l.status === 200 ? l.body.conversations.filter((c) => c.messageCount === 0) : [{}]));
  check('no empty conversation is listed in anyone\'s history', listedEmpty.length === 0, `${listedEmpty.length} listed of ${empty[0].n} left in the table`);
  return { emptyConversations: empty[0].n };
}
