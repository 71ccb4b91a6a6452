package cms

import "net/http"

// StatusTitle is the Spanish heading of an error page for an HTTP status: the admin never shows the
// English status text ("Forbidden").
func StatusTitle(status int) string {
	switch {
	case status == http.StatusBadRequest:
		return "Solicitud no válida"
	case status == http.StatusUnauthorized:
		return "Inicie sesión para continuar"
	case status == http.StatusForbidden:
		return "Acceso no permitido"
	case status == http.StatusNotFound:
		return MsgPageNotFound
	case status == http.StatusMethodNotAllowed:
		return MsgMethodNotAllowed
	case status == http.StatusConflict:
		return "Conflicto al guardar"
	case status == http.StatusRequestEntityTooLarge:
		return "Archivo demasiado grande"
	case status == http.StatusTooManyRequests:
		return "Demasiadas solicitudes"
	case status == http.StatusServiceUnavailable:
		return "Servicio no disponible"
	case status >= 500:
		return "Error del servidor"
	case status >= 400:
		return "No se pudo completar la solicitud"
	}
	return "Aviso"
}
