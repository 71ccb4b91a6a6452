package proyectos

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// Tables of the module.
const (
	table      = "proyectos"
	imageTable = "proyecto_imagenes"
)

// result is one key result of a project: what was measured and the figure reached.
type result struct {
	Etiqueta string `json:"etiqueta"`
	Cifra    string `json:"cifra"`
}

// image is a row of proyecto_imagenes.
type image struct {
	ID               int64  `json:"id"`
	Proyecto         int64  `json:"proyecto"`
	Bucket           string `json:"bucket"`
	Ruta             string `json:"ruta"`
	TextoAlternativo string `json:"texto_alternativo"`
	Orden            int    `json:"orden"`
	TextsVersion     int64  `json:"version_textos"` // its alternative text's version (its translations')
}

// named is the name of an embedded client or category.
type named struct {
	Nombre string `json:"nombre"`
	Name   string `json:"name"`
}

// project is a row of proyectos with its client's and category's names and, when read for the
// form, its gallery in order.
type project struct {
	ID         int64    `json:"id"`
	Titulo     string   `json:"titulo"`
	Slug       string   `json:"slug"`
	Cliente    *int64   `json:"cliente"`
	Categoria  *int64   `json:"categoria"`
	Resumen    string   `json:"resumen"`
	Cuerpo     string   `json:"cuerpo"`
	Fecha      string   `json:"fecha"`
	Destacado  bool     `json:"destacado"`
	Resultados []result `json:"resultados"`
	CreatedAt  string   `json:"created_at"`
	lifecycle.Row
	cms.SEO
	Client   *named  `json:"cli"`
	Category *named  `json:"cat"`
	Images   []image `json:"imagenes"`
}

// ClientName and CategoryName are the embedded names, or "".
func (p project) ClientName() string {
	if p.Client == nil {
		return ""
	}
	return p.Client.Nombre
}

func (p project) CategoryName() string {
	if p.Category == nil {
		return ""
	}
	return p.Category.Name
}

// Day is the project's date as the form and the list show it (15/03/2026).
func (p project) Day() string { return dayOf(p.Fecha) }

// dayOf is the day of a platform timestamp, in UTC (the date is stored as that day's midnight UTC).
func dayOf(ts string) string {
	t, err := time.Parse(time.RFC3339Nano, ts)
	if err != nil {
		if len(ts) >= 10 {
			return ts[:10]
		}
		return ts
	}
	return cms.FormatDate(t, time.UTC)
}

// query selects one page of the list.
type query struct {
	Offset, Limit int
	Search        string           // part of the title, case-insensitive
	Estado        string           // one state, "" for all
	Categoria     int64            // one service category, 0 for all
	Cliente       int64            // one client, 0 for all
	Trash         bool             // the trash instead of the list
	Only          records.IDFilter // the translation filter (translation.List)
}

// list reads one page of the projects, newest first by date, with the total that matches (one
// request: the platform pages and counts).
func (m *module) list(ctx context.Context, token string, q query) ([]project, int, error) {
	f := records.ProjectAdminFilter{Trash: q.Trash, Categoria: q.Categoria, Cliente: q.Cliente, Only: q.Only}
	if lifecycle.Valid(q.Estado) {
		f.Estado = q.Estado
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		f.TitleLike = cms.ContainsILike(term)
	}
	rows, total, err := records.ProjectsAdmin[project](ctx, m.Svc.Client(), platformclient.AsUser(token), f, q.Offset, q.Limit)
	if platformclient.StatusOf(err) == http.StatusRequestedRangeNotSatisfiable && q.Offset > 0 {
		// Past the last page: an empty page, with the total of the filter (page 1's).
		first := q
		first.Offset = 0
		_, total, err := m.list(ctx, token, first)
		return []project{}, total, err
	}
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// get reads one project with its gallery in order; a missing project is a 404 error.
func (m *module) get(ctx context.Context, token string, id int64) (*project, error) {
	p, err := cms.ReadByID[project](ctx, m.Svc, token, table, records.ProjectAdminColumns, id, cms.Fail(http.StatusNotFound, MsgProjectGone))
	if err != nil {
		return nil, err
	}
	sortImages(p.Images)
	return p, nil
}

// client is a client a project can be for.
type client struct {
	ID     int64  `json:"id"`
	Nombre string `json:"nombre"`
}

// clients reads every client, by name (the client picker and filter).
func (m *module) clients(ctx context.Context, token string) ([]client, error) {
	read, err := records.ClientChoices(ctx, m.Svc.Client(), platformclient.AsUser(token), 1000)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	rows := make([]client, len(read))
	for i, c := range read {
		rows[i] = client{ID: int64(c.ID), Nombre: c.Nombre}
	}
	return rows, nil
}

// pickers are the clients and service categories the form and the list's filters offer.
type pickers struct {
	Clients    []client
	Categories []cms.CategoryNode
}

// readPickers reads the clients and the category tree at once.
func (m *module) readPickers(ctx context.Context, token string) (pickers, error) {
	var (
		cats     []cms.Category
		catErr   error
		finished = make(chan struct{})
	)
	go func() {
		defer close(finished)
		cats, catErr = m.Svc.CategoryList(ctx, token)
	}()
	clients, err := m.clients(ctx, token)
	<-finished
	if err != nil {
		return pickers{}, err
	}
	if catErr != nil {
		return pickers{}, catErr
	}
	return pickers{Clients: clients, Categories: cms.CategoryTree(cats)}, nil
}

// restore takes a project out of the trash; its gallery stayed.
func (m *module) restore(ctx context.Context, token string, id int64) error {
	return lifecycle.RestoreFromTrash(ctx, m.Svc, token, table, id, cms.Fail(http.StatusNotFound, MsgProjectGone))
}

// remove moves a project to the trash (restorable for lifecycle.TrashDays, then purged with its
// gallery's rows; the files become orphans for the media report).
func (m *module) remove(ctx context.Context, token string, id int64) error {
	return lifecycle.MoveToTrash(ctx, m.Svc, token, table, id, m.Shell.Now(), cms.Fail(http.StatusNotFound, MsgProjectGone))
}
