package shell

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// codePage shows the second step of the sign-in: the authenticator code, or a recovery code.
func (a *App) codePage(w http.ResponseWriter, r *http.Request) {
	if a.sessions.GetString(r.Context(), keySecondStep) == "" {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	a.render(w, r, http.StatusOK, "code", View{Title: cms.MsgSecondStepTitle, Flash: a.popFlash(r.Context())})
}

// code answers POST /login/codigo (a form field codigo, or JSON {"code"}): a six-digit code is
// checked by the platform against the user's factor (which also counts and locks wrong codes); any
// other text is taken as a recovery code, spent once, which switches the user's two-step sign-in
// off so that they can set it up again on a new phone. Both renew the session id.
func (a *App) code(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	asJSON := WantsJSON(r)
	var code string
	if asJSON {
		var body struct {
			Code string `json:"code"`
		}
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4<<10)).Decode(&body); err != nil {
			WriteJSON(w, http.StatusBadRequest, APIFailure(cms.MsgInvalidJSON))
			return
		}
		code = body.Code
	} else {
		code = r.PostFormValue("codigo")
	}
	code = strings.TrimSpace(code)
	failed := func(status int, msg string) {
		if asJSON {
			WriteJSON(w, status, APIFailure(msg))
			return
		}
		a.render(w, r, status, "code", View{Title: cms.MsgSecondStepTitle, Error: msg})
	}
	factorID, token := a.sessions.GetString(ctx, keySecondStep), a.sessions.GetString(ctx, keyToken)
	if factorID == "" || token == "" {
		if asJSON {
			WriteJSON(w, http.StatusUnauthorized, APIFailure(cms.MsgNotAuthenticated))
			return
		}
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	email, userID := a.sessions.GetString(ctx, keyEmail), a.sessions.GetString(ctx, keyUserID)
	keys := []string{"ip:" + clientAddress(r), "email:" + strings.ToLower(email)}
	if blocked, err := a.limiter.blocked(ctx, keys...); err != nil || blocked {
		if err != nil {
			a.logger.ErrorContext(ctx, "sign-in limiter", "error", err)
			failed(http.StatusServiceUnavailable, cms.MsgPlatformDown)
			return
		}
		failed(http.StatusTooManyRequests, cms.MsgTooManyAttempts)
		return
	}
	if code == "" {
		failed(http.StatusUnprocessableEntity, cms.MsgCodeRequired)
		return
	}
	countFailure := func() {
		if err := a.limiter.fail(ctx, keys...); err != nil {
			a.logger.ErrorContext(ctx, "sign-in limiter", "error", err)
		}
	}
	next := "/admin/"
	if cms.LooksLikeTOTP(code) {
		s, err := a.svc.Client().ChallengeAndVerify(ctx, token, factorID, code)
		if err != nil {
			switch {
			case platformclient.CodeOf(err) == "over_request_rate_limit":
				failed(http.StatusTooManyRequests, cms.MsgCodeLocked)
			case platformclient.StatusOf(err) == 0 || platformclient.StatusOf(err) >= 500:
				a.logger.ErrorContext(ctx, "second step", "error", err)
				failed(http.StatusServiceUnavailable, cms.MsgPlatformDown)
			case platformclient.StatusOf(err) == http.StatusForbidden || platformclient.StatusOf(err) == http.StatusUnauthorized:
				// The first step is over at the platform (signed out, or ended by another sign-in).
				_ = a.sessions.Destroy(ctx)
				failed(http.StatusUnauthorized, cms.MsgNotAuthenticated)
			default:
				countFailure()
				failed(http.StatusUnauthorized, cms.MsgCodeInvalid)
			}
			return
		}
		if err := a.completeSecondStep(ctx, s); err != nil {
			a.logger.ErrorContext(ctx, "renew session", "error", err)
			failed(http.StatusInternalServerError, cms.MsgInternal)
			return
		}
		a.markAuthenticated(r)
		a.recordSecurityEvent(r, email, eventSignIn, map[string]any{"second_step": true})
		a.checkBrowser(w, r, userID, email)
		next = a.sessions.PopString(ctx, keyNext)
	} else {
		ok, err := a.state.RecoveryCodes.Spend(ctx, userID, cms.HashRecoveryCode(userID, code), a.now())
		if err != nil {
			a.logger.ErrorContext(ctx, "spend recovery code", "error", err)
			failed(http.StatusServiceUnavailable, cms.MsgPlatformDown)
			return
		}
		if !ok {
			countFailure()
			failed(http.StatusUnauthorized, cms.MsgRecoveryCodeInvalid)
			return
		}
		if err := a.switchOffSecondStep(platformclient.WithActor(ctx, email), userID); err != nil {
			a.logger.ErrorContext(ctx, "remove factors after a recovery code", "error", err)
			failed(http.StatusServiceUnavailable, cms.MsgPlatformDown)
			return
		}
		if err := a.completeSecondStep(ctx, nil); err != nil {
			a.logger.ErrorContext(ctx, "renew session", "error", err)
			failed(http.StatusInternalServerError, cms.MsgInternal)
			return
		}
		a.recordSecurityEvent(r, email, eventRecoveryCodeUsed, nil)
		a.recordSecurityEvent(r, email, eventSignIn, map[string]any{"second_step": true, "recovery_code": true})
		a.checkBrowser(w, r, userID, email)
		a.sessions.Remove(ctx, keyNext)
		a.sessions.Put(ctx, keyHasFactor, false)
		a.Flash(ctx, cms.MsgRecoveryCodeUsed)
		next = "/admin/cuenta/seguridad"
	}
	if asJSON {
		WriteJSON(w, http.StatusOK, APIResponse{"success": true})
		return
	}
	if a.sessions.GetBool(ctx, keyMustChangePass) {
		next = "/admin/cuenta/clave"
	}
	http.Redirect(w, r, safeNext(next), http.StatusSeeOther)
}

// switchOffSecondStep removes every factor of the user (service role) and their recovery codes.
func (a *App) switchOffSecondStep(ctx context.Context, userID string) error {
	c := a.svc.Client()
	factors, err := c.AdminListFactors(ctx, userID)
	if err != nil {
		return err
	}
	for _, f := range factors {
		if err := c.AdminDeleteFactor(ctx, userID, f.ID); err != nil && platformclient.StatusOf(err) != http.StatusNotFound {
			return err
		}
	}
	return a.state.RecoveryCodes.Drop(ctx, userID)
}
