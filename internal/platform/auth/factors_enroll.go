package auth

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

type enrollParams struct {
	FriendlyName string `json:"friendly_name"`
	FactorType   string `json:"factor_type"`
	Issuer       string `json:"issuer"`
}

type enrollResponse struct {
	ID           string      `json:"id"`
	Type         string      `json:"type"`
	FriendlyName string      `json:"friendly_name"`
	TOTP         *totpObject `json:"totp,omitempty"`
}

type totpObject struct {
	QRCode string `json:"qr_code"`
	Secret string `json:"secret"`
	URI    string `json:"uri"`
}

// enrollFactor serves POST /factors: a new unverified TOTP factor with its seed (shown this once, as
// text, otpauth URI and QR code in SVG). Unverified factors older than mfaFactorExpiry are dropped
// first; a user with a verified factor must be at aal2 to add another.
func (a *API) enrollFactor(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c, err := a.requireUser(ctx, r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	var p enrollParams
	if !a.decode(w, r, &p) {
		return
	}
	switch p.FactorType {
	case typeTOTP:
	case typePhone:
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "mfa_phone_enroll_not_enabled",
			Message: "MFA enroll is disabled for Phone"})
		return
	case typeWebAu:
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "mfa_webauthn_enroll_not_enabled",
			Message: "MFA enroll is disabled for WebAuthn"})
		return
	default:
		a.fail(w, r, validation("factor_type needs to be totp, phone, or webauthn"))
		return
	}
	p.FriendlyName = strings.TrimSpace(p.FriendlyName)
	if len(p.FriendlyName) > 256 {
		a.fail(w, r, validation("friendly_name is too long"))
		return
	}
	issuer := strings.TrimSpace(p.Issuer)
	if issuer == "" {
		if u, err := url.Parse(a.cfg.BaseURL()); err == nil && u.Host != "" {
			issuer = u.Host
		} else {
			issuer = "Vitrina"
		}
	}
	key, err := newTOTPKey(issuer, c.user.Email)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	qr, err := qrSVG(key.URL())
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	now := a.now()
	f := &factor{ID: uuid.NewString(), UserID: c.user.ID, FriendlyName: p.FriendlyName, Type: typeTOTP,
		Status: factorUnverified, CreatedAt: database.Time{Time: now}, UpdatedAt: database.Time{Time: now}}
	if f.Secret, err = a.sealSecret(f.ID, key.Secret()); err != nil {
		a.failErr(w, r, err)
		return
	}
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		if err := deleteExpiredFactors(ctx, tx, c.user.ID, now.Add(-mfaFactorExpiry)); err != nil {
			return err
		}
		existing, err := listFactors(ctx, tx, c.user.ID)
		if err != nil {
			return err
		}
		for _, e := range existing {
			if p.FriendlyName != "" && e.FriendlyName == p.FriendlyName {
				return &apiError{Status: http.StatusUnprocessableEntity, Code: "mfa_factor_name_conflict",
					Message: "A factor with the friendly name \"" + p.FriendlyName + "\" for this user already exists"}
			}
		}
		if len(existing) >= mfaMaxFactors {
			return &apiError{Status: http.StatusUnprocessableEntity, Code: "too_many_enrolled_mfa_factors",
				Message: "Maximum number of verified factors reached, unenroll to continue"}
		}
		if hasVerifiedFactor(existing) {
			level, err := a.callerAAL(ctx, tx, c)
			if err != nil {
				return err
			}
			if level != aal2 {
				return &apiError{Status: http.StatusForbidden, Code: "insufficient_aal",
					Message: "AAL2 required to enroll a new factor"}
			}
		}
		if err := insertFactor(ctx, tx, f); err != nil {
			return err
		}
		return a.auditFactor(ctx, tx, r, c, auditEnroll, f, c.user.Email)
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, &enrollResponse{ID: f.ID, Type: typeTOTP, FriendlyName: f.FriendlyName,
		TOTP: &totpObject{QRCode: qr, Secret: key.Secret(), URI: key.URL()}})
}
