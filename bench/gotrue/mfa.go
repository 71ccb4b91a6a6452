package main

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// factor is one listed account's verified TOTP factor, as the state file keeps it between runs.
type factor struct {
	email, id, secret string
	last              int64 // the newest time step whose code was sent
	token             string
}

const totpPeriod = 30

// nextStep is the oldest time step newer than last whose code a server with one step of skew
// still takes at now (with two seconds' margin before the oldest goes out); ok is false when a
// factor has none left until time moves on. Vitrina takes each step's code once, so a factor
// gives at most three verifications at once and one more every 30 seconds.
func nextStep(now time.Time, last int64) (step int64, ok bool) {
	cur := now.Unix() / totpPeriod
	oldest := cur - 1
	if now.Unix()%totpPeriod >= totpPeriod-2 {
		oldest = cur
	}
	step = max(last+1, oldest)
	return step, step <= cur+1
}

func totpCode(secret string, step int64) (string, error) {
	return totp.GenerateCodeCustom(secret, time.Unix(step*totpPeriod, 0), totp.ValidateOpts{
		Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1,
	})
}

// challengeAndVerify asks a challenge of f and answers it with the code of step; the factor's
// token becomes the one the verify returned (aal2). The step counts as used even on a failure.
func (a *api) challengeAndVerify(ctx context.Context, f *factor, step int64) error {
	f.last = step
	code, err := totpCode(f.secret, step)
	if err != nil {
		return fmt.Errorf("TOTP code: %w", err)
	}
	var ch struct {
		ID string `json:"id"`
	}
	if err := a.call(ctx, http.MethodPost, "/factors/"+f.id+"/challenge", f.token, struct{}{}, &ch, http.StatusOK); err != nil {
		return err
	}
	var s session
	if err := a.call(ctx, http.MethodPost, "/factors/"+f.id+"/verify", f.token,
		map[string]string{"challenge_id": ch.ID, "code": code}, &s, http.StatusOK); err != nil {
		return err
	}
	if s.AccessToken == "" {
		return fmt.Errorf("verify of factor %s: no access token in the answer", f.id)
	}
	f.token = s.AccessToken
	return nil
}

// mfaSetup signs every listed account in, enrolls one TOTP factor and verifies it, and writes the
// factors to the state file.
func mfaSetup(ctx context.Context, a *api, o options) error {
	if o.state == "" {
		return fmt.Errorf("mfa-setup needs -state")
	}
	factors := make([]factor, o.listUsers)
	err := forEach(ctx, a, o.listUsers, o.concurrency, func(ctx context.Context, c *api, i int) error {
		f := &factors[i]
		f.email = listEmail(i + 1)
		s, err := c.signIn(ctx, f.email)
		if err != nil {
			return err
		}
		f.token = s.AccessToken
		var enrolled struct {
			ID   string `json:"id"`
			TOTP struct {
				Secret string `json:"secret"`
			} `json:"totp"`
		}
		if err := c.call(ctx, http.MethodPost, "/factors", f.token,
			map[string]string{"factor_type": "totp", "friendly_name": "banco"}, &enrolled, http.StatusOK); err != nil {
			return err
		}
		f.id, f.secret = enrolled.ID, enrolled.TOTP.Secret
		step, _ := nextStep(time.Now(), 0)
		return c.challengeAndVerify(ctx, f, step)
	})
	if err != nil {
		return err
	}
	return writeFactors(o.state, factors)
}

func writeFactors(path string, factors []factor) error {
	var b strings.Builder
	for _, f := range factors {
		fmt.Fprintf(&b, "%s %s %s %d %s\n", f.email, f.id, f.secret, f.last, f.token)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		return fmt.Errorf("write the factors: %w", err)
	}
	return nil
}

func readFactors(path string) ([]factor, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read the factors (run -mode mfa-setup first): %w", err)
	}
	defer file.Close()
	var factors []factor
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		p := strings.Fields(sc.Text())
		if len(p) != 5 {
			return nil, fmt.Errorf("%s: a line with %d fields, want 5", path, len(p))
		}
		last, err := strconv.ParseInt(p[3], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: time step %q: %w", path, p[3], err)
		}
		factors = append(factors, factor{email: p[0], id: p[1], secret: p[2], last: last, token: p[4]})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(factors) == 0 {
		return nil, fmt.Errorf("%s has no factors", path)
	}
	return factors, nil
}

// totpWorkers gives each client its own share of the factors, so no factor is used by two at
// once; a client whose factors have no step left is done. The state is written back after the run
// (save), so the next run knows which steps are spent.
func totpWorkers(a *api, o options) (steps []stepFunc, save func() error, err error) {
	factors, err := readFactors(o.state)
	if err != nil {
		return nil, nil, err
	}
	for w := range o.concurrency {
		var mine []*factor
		for i := w; i < len(factors); i += o.concurrency {
			mine = append(mine, &factors[i])
		}
		c, cursor := a.forClient(w), 0
		steps = append(steps, func(ctx context.Context) error {
			for range mine {
				f := mine[cursor]
				cursor = (cursor + 1) % len(mine)
				if step, ok := nextStep(time.Now(), f.last); ok {
					return c.challengeAndVerify(ctx, f, step)
				}
			}
			return errExhausted
		})
	}
	save = func() error { return writeFactors(o.state, factors) }
	return steps, save, nil
}
