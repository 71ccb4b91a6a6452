package proyectos

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// save creates (id 0) or updates a project, only over the version the editor opened, and answers
// its id. A taken slug, or a client or category deleted meanwhile, is a refusal next to its field.
func (m *module) save(ctx context.Context, token string, id int64, r row) (int64, error) {
	saved, err := lifecycle.Save(ctx, m.Svc, token, table, id, r.Version, r.values(), cms.Fail(http.StatusNotFound, MsgProjectGone))
	switch platformclient.CodeOf(err) {
	case "23505":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"slug": MsgSlugTaken}}
	case "23503":
		if r.Cliente != nil {
			return 0, &cms.FormError{Fields: cms.FieldMessages{"cliente": MsgClienteInvalid}}
		}
		return 0, &cms.FormError{Fields: cms.FieldMessages{"categoria": MsgCategoryInvalid}}
	}
	var platformErr *platformclient.Error
	if errors.As(err, &platformErr) {
		return 0, cms.PlatformFailure(err)
	}
	return saved, err
}

// values are the columns a save writes (the gallery is written apart).
func (r row) values() map[string]any {
	values := map[string]any{
		"titulo": r.Titulo, "slug": r.Slug, "cliente": r.Cliente, "categoria": r.Categoria, "resumen": r.Resumen,
		"cuerpo": r.Cuerpo, "fecha": r.Fecha, "destacado": r.Destacado, "resultados": r.Resultados,
	}
	maps.Copy(values, r.Lifecycle.Values())
	maps.Copy(values, r.SEO)
	return values
}

// saveGallery applies a checked gallery edit to project id: the removed images' rows go (their files
// stay in storage, orphans for the media report), and the images take orden 1, 2, 3… in the edit's
// order — a stored one is updated only when its order or alt text changed, a new file goes through
// the upload workflow (path free → bytes stored → row written), a file picked from the library
// (picked, by slot) is written as it is.
func (m *module) saveGallery(ctx context.Context, token string, id int64, g galleryEdit, files map[int]*cms.File, picked map[int]string) error {
	c := m.Svc.Client()
	cred := platformclient.AsUser(token)
	if len(g.Removed) > 0 {
		ids := make([]string, len(g.Removed))
		for i, r := range g.Removed {
			ids[i] = strconv.FormatInt(r, 10)
		}
		if err := records.DeleteProjectImages(ctx, c, cred, id, ids); err != nil {
			return cms.PlatformFailure(err)
		}
	}
	for i, it := range g.Items {
		orden := i + 1
		if it.Slot == 0 {
			if it.Image.Orden == orden && it.Image.TextoAlternativo == it.storedAlt {
				continue
			}
			patch := map[string]any{"orden": orden, "texto_alternativo": it.Image.TextoAlternativo}
			if err := records.UpdateProjectImage(ctx, c, cred, id, it.Image.ID, patch); err != nil {
				return cms.PlatformFailure(err)
			}
			continue
		}
		target := cms.FileTarget{Field: newFileField(it.Slot), Bucket: cms.BucketContent, Path: cms.ProjectImagePath,
			Table: imageTable, Column: "ruta", Picked: picked[it.Slot]}
		alt := it.Image.TextoAlternativo
		err := m.Svc.SaveWithFile(ctx, token, target, files[it.Slot], func(path string) error {
			row := map[string]any{"proyecto": id, "bucket": cms.BucketContent, "ruta": path, "texto_alternativo": alt, "orden": orden}
			if err := records.InsertProjectImage(ctx, c, cred, row); err != nil {
				return cms.PlatformFailure(err)
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("gallery image %d of project %d: %w", it.Slot, id, err)
		}
	}
	return nil
}
