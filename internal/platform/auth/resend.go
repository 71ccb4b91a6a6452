package auth

import "net/http"

// resend serves POST /resend: type signup re-sends the confirmation e-mail of an unconfirmed
// account; unknown and confirmed accounts get the same 200 {}.
func (a *API) resend(w http.ResponseWriter, r *http.Request) {
	if !a.limitIP(w, r, a.limits.otpIP) {
		return
	}
	var p struct {
		Type       string `json:"type"`
		Email      string `json:"email"`
		Phone      string `json:"phone"`
		RedirectTo string `json:"redirect_to"`
	}
	if !a.decode(w, r, &p) {
		return
	}
	switch p.Type {
	case "signup":
	case "email_change":
		a.resendEmailChange(w, r, p.Email, p.RedirectTo)
		return
	case "sms", "phone_change":
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "phone_provider_disabled",
			Message: "Phone logins are disabled"})
		return
	default:
		a.fail(w, r, validation("Missing one of these types: signup, email_change, sms, phone_change"))
		return
	}
	if p.Email == "" {
		a.fail(w, r, validation("Type provided requires an email address"))
		return
	}
	a.mailAccount(w, r, p.Email, "signup", p.RedirectTo, nil)
}
