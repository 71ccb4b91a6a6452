package cms

import "net/http"

// statusTitles are the Spanish headings of error pages, by HTTP status.
var statusTitles = map[int]string{
	http.StatusBadRequest:            "Solicitud no válida",
	http.StatusUnauthorized:          "Inicie sesión para continuar",
	http.StatusForbidden:             "Acceso no permitido",
	http.StatusNotFound:              MsgPageNotFound,
	http.StatusMethodNotAllowed:      MsgMethodNotAllowed,
	http.StatusConflict:              "Conflicto al guardar",
	http.StatusRequestEntityTooLarge: "Archivo demasiado grande",
	http.StatusTooManyRequests:       "Demasiadas solicitudes",
	http.StatusServiceUnavailable:    "Servicio no disponible",
}

// StatusTitle is the Spanish heading of an error page for an HTTP status: the admin never shows the
// English status text ("Forbidden").
func StatusTitle(status int) string {
	if t, ok := statusTitles[status]; ok {
		return t
	}
	switch {
	case status >= 500:
		return "Error del servidor"
	case status >= 400:
		return "No se pudo completar la solicitud"
	}
	return "Aviso"
}
