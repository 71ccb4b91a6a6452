// supabase-js's auth.mfa against a running Vitrina: enroll, challenge, verify (a wrong code, a
// right one, a replayed one), getAuthenticatorAssuranceLevel, listFactors, unenroll. Run by
// TestSupabaseJSMFA (internal/server) with NODE_PATH pointing at a node_modules that holds
// @supabase/supabase-js and ws; VITRINA_URL, VITRINA_KEY, VITRINA_EMAIL and VITRINA_PASSWORD say
// where and as whom. Prints one line "ok" or exits non-zero with the failing step.
const crypto = require("crypto");
const { createClient } = require("@supabase/supabase-js");

// RFC 6238 code of a base32 seed at time t (seconds): the test's own authenticator app.
function totp(secret, t) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of secret.replace(/=+$/, "")) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(t / 30)));
  const mac = crypto.createHmac("sha1", key).update(counter).digest();
  const off = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(off) & 0x7fffffff) % 1000000).padStart(6, "0");
}

function check(step, cond, detail) {
  if (!cond) {
    console.error("FAIL " + step + ": " + JSON.stringify(detail));
    process.exit(1);
  }
}

(async () => {
  const sb = createClient(process.env.VITRINA_URL, process.env.VITRINA_KEY, {
    realtime: { transport: require("ws") },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  let r = await sb.auth.signInWithPassword({ email: process.env.VITRINA_EMAIL, password: process.env.VITRINA_PASSWORD });
  check("signInWithPassword", !r.error, r.error);

  r = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
  check("aal before", !r.error && r.data.currentLevel === "aal1" && r.data.nextLevel === "aal1", r);

  r = await sb.auth.mfa.enroll({ factorType: "totp", friendlyName: "node" });
  check("enroll", !r.error && r.data.type === "totp" && r.data.totp.qr_code.startsWith("data:image/svg+xml") && r.data.totp.uri.startsWith("otpauth://"), r);
  const factorId = r.data.id;
  const secret = r.data.totp.secret;

  let c = await sb.auth.mfa.challenge({ factorId });
  check("challenge", !c.error && c.data.id && c.data.type === "totp" && c.data.expires_at > Date.now() / 1000, c);
  const now = Date.now() / 1000;
  const valid = new Set([totp(secret, now - 30), totp(secret, now), totp(secret, now + 30)]);
  const wrong = ["000000", "111111", "222222", "333333"].find((x) => !valid.has(x));
  r = await sb.auth.mfa.verify({ factorId, challengeId: c.data.id, code: wrong });
  check("wrong code", r.error && r.error.code === "mfa_verification_failed" && r.error.status === 422, r.error);

  const code = totp(secret, Date.now() / 1000);
  c = await sb.auth.mfa.challenge({ factorId });
  r = await sb.auth.mfa.verify({ factorId, challengeId: c.data.id, code });
  check("verify", !r.error && r.data.access_token, r.error);

  r = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
  check("aal after", !r.error && r.data.currentLevel === "aal2" && r.data.nextLevel === "aal2" &&
    r.data.currentAuthenticationMethods.some((m) => m.method === "totp"), r);

  r = await sb.auth.mfa.listFactors();
  check("listFactors", !r.error && r.data.totp.length === 1 && r.data.totp[0].id === factorId && r.data.totp[0].status === "verified", r);

  c = await sb.auth.mfa.challenge({ factorId });
  r = await sb.auth.mfa.verify({ factorId, challengeId: c.data.id, code });
  check("replayed code", r.error && r.error.code === "mfa_verification_failed", r.error);

  r = await sb.auth.mfa.unenroll({ factorId });
  check("unenroll", !r.error && r.data.id === factorId, r);
  r = await sb.auth.mfa.listFactors();
  check("listFactors after unenroll", !r.error && r.data.totp.length === 0 && r.data.all.length === 0, r);
  console.log("ok");
})().catch((e) => {
  console.error("FAIL exception: " + (e && e.stack));
  process.exit(1);
});
