package catalog

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/database"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The blog's tables (docs/spec/modules.md §1, view blog): posts (an editorial table), tags and the
// many-to-many join between them. Anyone reads tags and the join (a tag's name and which post
// carries it are public facts of published posts; anon still sees only published posts through
// the lifecycle rule); signed-in users write them. autor references an employee; the post keeps
// the name it is signed with (autor_nombre) because anon may not read "Empleados". A post's text is
// translatable; its translations live in the table schema.TranslationTable derives from it.

func blogTables() []*schema.Table {
	text := func(name string, notNull, hasDefault bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, NotNull: notNull, HasDefault: hasDefault}
	}
	return []*schema.Table{
		{
			Name: "blog_entradas",
			Columns: schema.WithLifecycle(
				schema.SerialID(),
				text("titulo", true, false),
				text("slug", true, false),
				text("extracto", true, true),
				text("cuerpo", true, true),
				text("portada", false, false),
				text("portada_alt", true, true),
				schema.Column{Name: "autor", Type: schema.UUID},
				text("autor_nombre", true, true),
				schema.Column{Name: "tiempo_lectura", Type: schema.Integer, NotNull: true, HasDefault: true},
				schema.CreatedAt(),
			),
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("blog_entradas", "autor", "Empleados")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
			Lifecycle:   true,
			Search:      &schema.Search{Title: "titulo", Fields: []string{"extracto", "cuerpo", "autor_nombre"}, Path: "/blog/{slug}", View: "blog"},
			// Each language has its own title, slug, excerpt, body and cover text (blog_entradas_traducciones).
			Translations: &schema.Translations{Fields: []string{"titulo", "extracto", "cuerpo", "portada_alt"}},
		},
		{
			Name:       "etiquetas",
			Columns:    []schema.Column{schema.SerialID(), text("nombre", true, false), text("slug", true, false), schema.CreatedAt()},
			PrimaryKey: "id",
			ReadRoles:  schema.Everyone(),
			WriteRoles: schema.SignedIn(),
		},
		{
			Name: "blog_entradas_etiquetas",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "entrada", Type: schema.Integer, NotNull: true},
				{Name: "etiqueta", Type: schema.Integer, NotNull: true},
				schema.CreatedAt(),
			},
			PrimaryKey: "id",
			ForeignKeys: []schema.ForeignKey{
				schema.FK("blog_entradas_etiquetas", "entrada", "blog_entradas"),
				schema.FK("blog_entradas_etiquetas", "etiqueta", "etiquetas"),
			},
			ReadRoles:  schema.Everyone(),
			WriteRoles: schema.SignedIn(),
		},
	}
}

// setBlogTags is set_blog_tags(p_entrada integer, p_etiquetas jsonb): it makes the tags of a post
// exactly p_etiquetas (an array of {nombre, slug}), creating the tags that do not exist yet (by
// slug) and replacing the post's join rows, in one transaction, so a post is never left with half
// of its tags. Signed-in users call it (the blog form does, after saving the post).
func setBlogTags() *schema.Function {
	return &schema.Function{
		Name:   "set_blog_tags",
		Params: []schema.Param{{Name: "p_entrada", Type: schema.Integer, Required: true}, {Name: "p_etiquetas", Type: schema.JSONB, Required: true}},
		Roles:  schema.SignedIn(),
		Call: func(ctx context.Context, tx *database.Tx, args schema.Row) (any, error) {
			post := args["p_entrada"].(int64)
			var tags []struct {
				Nombre string `json:"nombre"`
				Slug   string `json:"slug"`
			}
			if err := json.Unmarshal(args["p_etiquetas"].(json.RawMessage), &tags); err != nil {
				return nil, &database.Error{Code: schema.CodeRaise, Message: "p_etiquetas must be an array of {nombre, slug}"}
			}
			var exists int
			if err := tx.QueryRow(ctx, `SELECT count(*) FROM blog_entradas WHERE id = ?`, post).Scan(&exists); err != nil {
				return nil, fmt.Errorf("read post %d: %w", post, err)
			}
			if exists == 0 {
				return nil, &database.Error{Code: schema.CodeRaise, Message: "no such post"}
			}
			if _, err := tx.Exec(ctx, `DELETE FROM blog_entradas_etiquetas WHERE entrada = ?`, post); err != nil {
				return nil, fmt.Errorf("clear tags of post %d: %w", post, err)
			}
			for _, tag := range tags {
				name, slug := strings.TrimSpace(tag.Nombre), strings.TrimSpace(tag.Slug)
				if name == "" || slug == "" {
					return nil, &database.Error{Code: schema.CodeRaise, Message: "every tag needs a nombre and a slug"}
				}
				if _, err := tx.Exec(ctx, `INSERT INTO etiquetas (nombre, slug) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING`, name, slug); err != nil {
					return nil, fmt.Errorf("create tag %s: %w", slug, err)
				}
				if _, err := tx.Exec(ctx, `INSERT INTO blog_entradas_etiquetas (entrada, etiqueta)
					SELECT ?, id FROM etiquetas WHERE slug = ? ON CONFLICT (entrada, etiqueta) DO NOTHING`, post, slug); err != nil {
					return nil, fmt.Errorf("tag post %d with %s: %w", post, slug, err)
				}
			}
			return nil, nil
		},
	}
}
