package templates

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of the site's texts in Apariencia (one row, id 1), through the shared
// translation screens with a plain «Guardar»: the header's and the footer's texts, the opening hours
// and the hero's texts; colours, fonts, pictures and links are the site's.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: "ajustes_sitio", Base: "/admin/templates/ajustes",
		Fields: []translation.Field{
			{Name: "texto_cabecera", Label: "Texto de la cabecera", Max: 200, Optional: true},
			{Name: "texto_pie", Label: "Texto del pie", Max: 500, Long: true, Optional: true},
			{Name: "horario", Label: "Horario", Max: 200, Optional: true},
			{Name: "portada_titulo", Label: "Titular de la portada", Max: 120, Optional: true},
			{Name: "portada_texto", Label: "Texto bajo el titular", Max: 320, Long: true, Optional: true},
			{Name: "portada_imagen_alt", Label: "Texto alternativo de la imagen de la portada", Max: 200, Optional: true},
			{Name: "portada_boton1_texto", Label: "Texto del primer botón", Max: 40, Optional: true},
			{Name: "portada_boton2_texto", Label: "Texto del segundo botón", Max: 40, Optional: true},
		},
		Item: func(ctx context.Context, _ string, id int64) (*translation.Item, error) {
			if id != 1 {
				return nil, cms.NotFound()
			}
			st, err := m.storedSettings(ctx)
			if err != nil {
				return nil, err
			}
			return &translation.Item{ID: 1, Title: msgSiteTexts, Source: map[string]string{
				"texto_cabecera": cms.Deref(st.TextoCabecera), "texto_pie": cms.Deref(st.TextoPie), "horario": cms.Deref(st.Horario),
				"portada_titulo": cms.Deref(st.PortadaTitulo), "portada_texto": cms.Deref(st.PortadaTexto), "portada_imagen_alt": cms.Deref(st.PortadaImagenAlt),
				"portada_boton1_texto": cms.Deref(st.PortadaBoton1Texto), "portada_boton2_texto": cms.Deref(st.PortadaBoton2Texto)}}, nil
		},
		ItemPath: func(int64) string { return settingsURL }, Back: msgBackToAppearance, Simple: true})
}
