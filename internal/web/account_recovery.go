package web

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

func (a *App) forgotPage(w http.ResponseWriter, r *http.Request) {
	a.render(w, r, http.StatusOK, "forgot", view{Title: "Recuperar contraseña"})
}

// forgot asks the platform to e-mail a recovery link; the answer is the same whether or not the
// address has an account.
func (a *App) forgot(w http.ResponseWriter, r *http.Request) {
	email := strings.TrimSpace(r.PostFormValue("email"))
	v := view{Title: "Recuperar contraseña", Form: map[string]string{"email": email}}
	if email == "" {
		v.Error = "Escriba su correo."
		a.render(w, r, http.StatusUnprocessableEntity, "forgot", v)
		return
	}
	err := a.svc.Client().ResetPasswordForEmail(r.Context(), email, a.url("/restablecer"))
	switch {
	case platformclient.StatusOf(err) == http.StatusTooManyRequests:
		v.Error = "Ya enviamos un enlace hace poco. Espere un minuto e intente de nuevo."
		a.render(w, r, http.StatusTooManyRequests, "forgot", v)
		return
	case err != nil:
		a.logger.ErrorContext(r.Context(), "recover", "error", err)
		v.Error = "No se pudo enviar el enlace. Intente más tarde."
		a.render(w, r, http.StatusServiceUnavailable, "forgot", v)
		return
	}
	a.flash(r.Context(), "Si el correo tiene una cuenta, le enviamos un enlace para elegir una contraseña nueva.")
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}

// resetPage is where the recovery link lands: its script copies the token from the fragment.
func (a *App) resetPage(w http.ResponseWriter, r *http.Request) {
	a.render(w, r, http.StatusOK, "reset", view{Title: "Elegir una contraseña nueva"})
}

// reset sets the new password with the recovery session's access token.
func (a *App) reset(w http.ResponseWriter, r *http.Request) {
	token := r.PostFormValue("access_token")
	password, confirm := r.PostFormValue("password"), r.PostFormValue("confirm")
	v := view{Title: "Elegir una contraseña nueva"}
	if token == "" {
		v.Error = "El enlace no es válido o ha caducado. Pida uno nuevo."
		a.render(w, r, http.StatusBadRequest, "reset", v)
		return
	}
	if fields := checkNewPassword(password, confirm); fields != nil {
		v.Fields = fields
		a.render(w, r, http.StatusUnprocessableEntity, "reset", v)
		return
	}
	_, err := a.svc.Client().UpdateUser(r.Context(), token, platformclient.UserUpdate{
		Password: &password, Data: map[string]any{"requires_password_change": false},
	})
	if err != nil {
		if st := platformclient.StatusOf(err); st == http.StatusUnauthorized || st == http.StatusForbidden {
			v.Error = "El enlace no es válido o ha caducado. Pida uno nuevo."
		} else {
			v.Fields = map[string]string{"password": passwordError(err)}
		}
		a.render(w, r, http.StatusUnprocessableEntity, "reset", v)
		return
	}
	_ = a.svc.Client().SignOut(r.Context(), token, "local")
	a.flash(r.Context(), "Contraseña cambiada. Ya puede iniciar sesión.")
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}

func (a *App) linksPage(w http.ResponseWriter, r *http.Request) {
	a.render(w, r, http.StatusOK, "links", a.adminView(r, "", "Enlaces de acceso"))
}

// links lets an administrator generate a recovery link for an employee (shown once, not e-mailed)
// or resend the confirmation e-mail.
func (a *App) links(w http.ResponseWriter, r *http.Request) {
	email := strings.TrimSpace(r.PostFormValue("email"))
	v := a.adminView(r, "", "Enlaces de acceso")
	v.Form = map[string]string{"email": email}
	if email == "" {
		v.Error = "Escriba el correo del empleado."
		a.render(w, r, http.StatusUnprocessableEntity, "links", v)
		return
	}
	switch r.PostFormValue("accion") {
	case "recuperacion":
		link, err := a.svc.Client().GenerateLink(r.Context(), "recovery", email, a.url("/restablecer"))
		if err != nil {
			v.Error = "No se pudo generar el enlace."
			if platformclient.StatusOf(err) == http.StatusNotFound {
				v.Error = "No hay ninguna cuenta con ese correo."
			}
			a.render(w, r, http.StatusUnprocessableEntity, "links", v)
			return
		}
		v.Data = link.ActionLink
		a.render(w, r, http.StatusOK, "links", v)
	case "confirmacion":
		if err := a.svc.Client().Resend(r.Context(), email, a.url("/login")); err != nil {
			v.Error = "No se pudo reenviar la confirmación."
			a.render(w, r, http.StatusUnprocessableEntity, "links", v)
			return
		}
		v.Flash = "Si la cuenta está pendiente de confirmar, le reenviamos el correo."
		a.render(w, r, http.StatusOK, "links", v)
	default:
		v.Error = "Acción no válida."
		a.render(w, r, http.StatusBadRequest, "links", v)
	}
}
