package shell

import (
	"context"
	"encoding/base64"
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// totpIssuer names the account in authenticator apps.
const totpIssuer = "Vitrina"

// securityData is what the "Seguridad de la cuenta" page shows.
type securityData struct {
	Factor    *platformclient.Factor // the verified factor, if any
	Remaining int                    // unspent recovery codes
	Enrolling bool                   // a factor waits for its first code
	QR        template.URL           // data: URL of the QR code (only right after enrolling)
	Secret    string                 // the seed, for typing it in (only right after enrolling)
	Codes     []string               // recovery codes (only right after making them)
}

// securityView loads the user's factor and recovery-code count.
func (a *App) securityView(r *http.Request) (View, *securityData, error) {
	v := a.AdminView(r, "", cms.MsgSecurityTitle)
	u := UserOf(r)
	d := &securityData{Enrolling: a.sessions.GetString(r.Context(), keyEnrolling) != ""}
	if d.Enrolling {
		d.QR = template.URL(a.sessions.GetString(r.Context(), keyEnrollingQR))
		d.Secret = a.sessions.GetString(r.Context(), keyEnrollingKey)
	}
	acct, err := a.svc.Client().GetUser(r.Context(), u.Token)
	if err != nil {
		return v, nil, err
	}
	if f, ok := acct.VerifiedFactor(); ok {
		d.Factor = &f
		d.Enrolling = false
		if d.Remaining, err = a.state.RecoveryCodes.Remaining(r.Context(), u.UserID); err != nil {
			return v, nil, err
		}
	}
	v.Data = d
	return v, d, nil
}

func (a *App) renderSecurity(w http.ResponseWriter, r *http.Request, status int, v View) {
	a.render(w, r, status, "security", v)
}

// securityPage serves GET /admin/cuenta/seguridad and GET /admin/cuenta/seguridad/activar (where
// starting the setup leads, so reloading it shows the pending factor's QR code and key again).
func (a *App) securityPage(w http.ResponseWriter, r *http.Request) {
	v, _, err := a.securityView(r)
	if err != nil {
		a.securityFailed(w, r, err)
		return
	}
	a.renderSecurity(w, r, http.StatusOK, v)
}

func (a *App) securityFailed(w http.ResponseWriter, r *http.Request, err error) {
	a.logger.ErrorContext(r.Context(), "account security", "error", err)
	a.RenderError(w, r, http.StatusServiceUnavailable, cms.MsgPlatformDown)
}

// enrollPath is the setup page of a new factor: its QR code and key until the first code.
const enrollPath = "/admin/cuenta/seguridad/activar"

// enroll serves POST /admin/cuenta/seguridad/activar: a new factor, whose QR code and key the
// session keeps until its first code is given (or the setup starts again), then the setup page.
func (a *App) enroll(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	u := UserOf(r)
	e, err := a.svc.Client().EnrollTOTP(ctx, u.Token, "", totpIssuer)
	if err != nil {
		v, _, verr := a.securityView(r)
		if verr != nil {
			a.securityFailed(w, r, verr)
			return
		}
		a.logger.WarnContext(ctx, "enroll factor", "error", err)
		v.Error = cms.MsgEnrollFailed
		a.renderSecurity(w, r, http.StatusBadGateway, v)
		return
	}
	a.sessions.Put(ctx, keyEnrolling, e.ID)
	a.sessions.Put(ctx, keyEnrollingQR, "data:image/svg+xml;base64,"+base64.StdEncoding.EncodeToString([]byte(e.TOTP.QRCode)))
	a.sessions.Put(ctx, keyEnrollingKey, e.TOTP.Secret)
	http.Redirect(w, r, enrollPath, http.StatusSeeOther)
}

// forgetEnrolling drops the pending factor's id, QR code and key from the session.
func (a *App) forgetEnrolling(ctx context.Context) {
	for _, k := range []string{keyEnrolling, keyEnrollingQR, keyEnrollingKey} {
		a.sessions.Remove(ctx, k)
	}
}

// confirmEnroll serves POST /admin/cuenta/seguridad/verificar: the first code verifies the factor
// and raises the session (under a new id); then ten recovery codes are made and shown once.
func (a *App) confirmEnroll(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	u := UserOf(r)
	factorID := a.sessions.GetString(ctx, keyEnrolling)
	code := strings.TrimSpace(r.PostFormValue("codigo"))
	fail := func(status int, msg string) {
		v, _, err := a.securityView(r)
		if err != nil {
			a.securityFailed(w, r, err)
			return
		}
		v.Error = msg
		a.renderSecurity(w, r, status, v)
	}
	if factorID == "" {
		fail(http.StatusConflict, cms.MsgEnrollExpired)
		return
	}
	if !cms.LooksLikeTOTP(code) {
		fail(http.StatusUnprocessableEntity, cms.MsgCodeInvalid)
		return
	}
	s, err := a.svc.Client().ChallengeAndVerify(ctx, u.Token, factorID, code)
	if err != nil {
		switch platformclient.CodeOf(err) {
		case "over_request_rate_limit":
			fail(http.StatusTooManyRequests, cms.MsgCodeLocked)
		case "mfa_factor_not_found":
			a.forgetEnrolling(ctx)
			fail(http.StatusConflict, cms.MsgEnrollExpired)
		default:
			fail(http.StatusUnprocessableEntity, cms.MsgCodeInvalid)
		}
		return
	}
	a.forgetEnrolling(ctx)
	a.sessions.Put(ctx, keyHasFactor, true)
	if err := a.completeSecondStep(ctx, s); err != nil {
		a.securityFailed(w, r, err)
		return
	}
	u.Token = s.AccessToken
	codes, hashes := cms.NewRecoveryCodes(u.UserID)
	if err := a.state.RecoveryCodes.Replace(ctx, u.UserID, hashes); err != nil {
		a.securityFailed(w, r, err)
		return
	}
	v, d, err := a.securityView(r)
	if err != nil {
		a.securityFailed(w, r, err)
		return
	}
	v.Flash = cms.MsgFactorEnabled
	d.Codes = codes
	a.renderSecurity(w, r, http.StatusOK, v)
}

// renewCodes serves POST /admin/cuenta/seguridad/codigos: a new set of recovery codes replaces the
// old one.
func (a *App) renewCodes(w http.ResponseWriter, r *http.Request) {
	u := UserOf(r)
	v, d, err := a.securityView(r)
	if err != nil {
		a.securityFailed(w, r, err)
		return
	}
	if d.Factor == nil {
		http.Redirect(w, r, "/admin/cuenta/seguridad", http.StatusSeeOther)
		return
	}
	codes, hashes := cms.NewRecoveryCodes(u.UserID)
	if err := a.state.RecoveryCodes.Replace(r.Context(), u.UserID, hashes); err != nil {
		a.securityFailed(w, r, err)
		return
	}
	d.Codes, d.Remaining = codes, len(codes)
	v.Flash = cms.MsgRecoveryCodesRenewed
	a.renderSecurity(w, r, http.StatusOK, v)
}

// disableFactor serves POST /admin/cuenta/seguridad/desactivar: the platform removes a verified
// factor only for a session that gave a code (aal2).
func (a *App) disableFactor(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	u := UserOf(r)
	v, d, err := a.securityView(r)
	if err != nil {
		a.securityFailed(w, r, err)
		return
	}
	if d.Factor == nil {
		http.Redirect(w, r, "/admin/cuenta/seguridad", http.StatusSeeOther)
		return
	}
	if err := a.svc.Client().Unenroll(ctx, u.Token, d.Factor.ID); err != nil {
		if platformclient.CodeOf(err) == "insufficient_aal" {
			v.Error = cms.MsgFactorNeedsCode
			a.renderSecurity(w, r, http.StatusForbidden, v)
			return
		}
		a.securityFailed(w, r, err)
		return
	}
	if err := a.state.RecoveryCodes.Drop(ctx, u.UserID); err != nil {
		a.securityFailed(w, r, err)
		return
	}
	a.sessions.Put(ctx, keyHasFactor, false)
	a.Flash(ctx, cms.MsgFactorRemoved)
	http.Redirect(w, r, "/admin/cuenta/seguridad", http.StatusSeeOther)
}

// SecondStepRoles lists the roles that require the two-step sign-in.
func (a *App) SecondStepRoles(ctx context.Context) (map[string]bool, error) {
	return a.state.RoleSecondStep.All(ctx)
}

// SetRoleSecondStep sets whether a role requires the two-step sign-in.
func (a *App) SetRoleSecondStep(ctx context.Context, rol string, required bool) error {
	return a.state.RoleSecondStep.Set(ctx, cms.NormalizeRole(rol), required)
}
