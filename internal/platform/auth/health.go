package auth

import "net/http"

// health serves GET /health as GoTrue does.
func (a *API) health(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{
		"version":     "vitrina",
		"name":        "GoTrue",
		"description": "GoTrue is a user registration and authentication API",
	})
}

// settings serves GET /settings: which providers are on (e-mail only) and the signup switches.
func (a *API) settings(w http.ResponseWriter, _ *http.Request) {
	external := map[string]bool{"email": true}
	for _, p := range []string{"anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "figma",
		"fly", "github", "gitlab", "google", "kakao", "keycloak", "linkedin_oidc", "notion", "phone", "slack_oidc",
		"spotify", "twitch", "twitter", "workos", "zoom"} {
		external[p] = false
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"external":           external,
		"disable_signup":     !a.cfg.SignupEnabled,
		"mailer_autoconfirm": false,
		"phone_autoconfirm":  false,
		"sms_provider":       "",
		"saml_enabled":       false,
	})
}
