package cms

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// MsgSearchTitle is the admin search page's title.
const MsgSearchTitle = "Buscar"

// SearchHit is one item the admin search found.
type SearchHit struct {
	Tabla    string `json:"tabla"`
	Registro string `json:"registro"`
	Titulo   string `json:"titulo"`
	Texto    string `json:"texto"`
	Ruta     string `json:"ruta"`
	Vista    string `json:"vista"`
}

// SearchPage is one page of admin search results and the total found.
type SearchPage struct {
	Total      int64       `json:"total"`
	Resultados []SearchHit `json:"resultados"`
}

// Search finds the items of views (in every state: drafts too) whose title or text has every word
// of query, best first: one call of the platform's buscar_admin.
func (s *Service) Search(ctx context.Context, token, query string, views []string, limit, offset int) (SearchPage, error) {
	var out SearchPage
	if views == nil {
		views = []string{}
	}
	err := s.client.RPC(ctx, platformclient.AsUser(token), "buscar_admin",
		map[string]any{"p_consulta": query, "p_vistas": views, "p_limite": limit, "p_desde": offset}, &out)
	if err != nil {
		return SearchPage{}, PlatformFailure(err)
	}
	return out, nil
}
