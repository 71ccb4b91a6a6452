// supabase-js's passwordless sign-in against a running Vitrina: signInWithOtp on a PKCE client
// (flowType 'pkce'), the e-mail's link followed, exchangeCodeForSession with the verifier the client
// kept; then signInWithOtp on an implicit client and verifyOtp with the e-mailed code (type email).
// Run by TestSupabaseJSOTPAndPKCE (internal/server): it prints "LINK <email>" or "CODE <email>" and
// reads the auth code or the six-digit code from the e-mail on its standard input. Prints "ok" at the
// end or exits non-zero with the failing step. Then updateUser({email}) and the two email_change
// confirmations.
const readline = require("readline");
const { createClient } = require("@supabase/supabase-js");

const url = process.env.VITRINA_URL;
const key = process.env.VITRINA_KEY;
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();

async function ask(what) {
  console.log(what);
  const { value } = await lines.next();
  return (value || "").trim();
}

function check(step, cond, detail) {
  if (!cond) {
    console.error("FAIL " + step + ": " + JSON.stringify(detail));
    process.exit(1);
  }
}

(async () => {
  const kept = {};
  const storage = { getItem: (k) => kept[k] ?? null, setItem: (k, v) => { kept[k] = v; }, removeItem: (k) => { delete kept[k]; } };
  const pkce = createClient(url, key, {
    realtime: { transport: require("ws") },
    auth: { flowType: "pkce", storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const first = process.env.VITRINA_EMAIL;
  let { error } = await pkce.auth.signInWithOtp({ email: first, options: { emailRedirectTo: url + "/entrar", shouldCreateUser: false } });
  check("signInWithOtp (pkce)", !error, error);
  const code = await ask("LINK " + first);
  const { data, error: exchangeError } = await pkce.auth.exchangeCodeForSession(code);
  check("exchangeCodeForSession", !exchangeError && data.session && data.user.email === first, exchangeError || data);
  const { data: me, error: userError } = await pkce.auth.getUser();
  check("getUser after the exchange", !userError && me.user.email === first, userError || me);
  const again = await pkce.auth.exchangeCodeForSession(code);
  check("a second exchange of the code", again.error, again.data);

  const second = process.env.VITRINA_EMAIL2;
  const implicit = createClient(url, key, { realtime: { transport: require("ws") }, auth: { persistSession: false, autoRefreshToken: false } });
  ({ error } = await implicit.auth.signInWithOtp({ email: second }));
  check("signInWithOtp (implicit)", !error, error);
  const otp = await ask("CODE " + second);
  const wrong = await implicit.auth.verifyOtp({ email: second, token: otp === "000000" ? "111111" : "000000", type: "email" });
  check("verifyOtp with a wrong code", wrong.error && wrong.error.code === "otp_expired", wrong);
  const { data: verified, error: verifyError } = await implicit.auth.verifyOtp({ email: second, token: otp, type: "email" });
  check("verifyOtp", !verifyError && verified.session && verified.user.email === second, verifyError || verified);
  // A change of address, confirmed by the codes e-mailed to the old and the new one.
  const moved = second.replace("@", ".nuevo@");
  const { data: changed, error: changeError } = await implicit.auth.updateUser({ email: moved });
  check("updateUser email", !changeError && changed.user.email === second && changed.user.new_email === moved, changeError || changed);
  const half = await implicit.auth.verifyOtp({ email: second, token: await ask("CODE " + second), type: "email_change" });
  check("verifyOtp email_change (current address)", !half.error && !half.data.session, half);
  const full = await implicit.auth.verifyOtp({ email: moved, token: await ask("CODE " + moved), type: "email_change" });
  check("verifyOtp email_change (new address)", !full.error && full.data.session && full.data.user.email === moved, full);
  const unknown = await implicit.auth.signInWithOtp({ email: "nadie@example.com", options: { shouldCreateUser: false } });
  check("signInWithOtp for an unknown address", unknown.error && unknown.error.code === "otp_disabled", unknown);
  console.log("ok");
  process.exit(0);
})().catch((e) => {
  console.error("FAIL " + (e && e.stack ? e.stack : e));
  process.exit(1);
});
