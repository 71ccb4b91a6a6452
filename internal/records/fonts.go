package records

// Font is one of the fonts an editor may choose (column fuente holds its Key): a system font stack
// (no request for a font file), or a self-hosted family (Files: its Latin woff2 files by weight, in
// the site's static/, under the SIL Open Font License beside them) in front of a system stack, so the
// site asks no third party for fonts.
type Font struct {
	Key, Name, Stack string
	Family           string         // the @font-face family of a self-hosted font
	Files            map[int]string // its woff2 files by weight (400, 700)
}

// Fonts lists the fonts in the editor's order.
func Fonts() []Font {
	const sans, serif = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`, `Georgia, "Noto Serif", serif`
	return []Font{
		{Key: "sistema", Name: "Del sistema (sin adornos)", Stack: sans},
		{Key: "humanista", Name: "Humanista", Stack: `"Segoe UI", Candara, "Noto Sans", "DejaVu Sans", "Trebuchet MS", sans-serif`},
		{Key: "geometrica", Name: "Geométrica", Stack: `Avenir, Montserrat, Corbel, "URW Gothic", "Century Gothic", source-sans-pro, sans-serif`},
		{Key: "serif", Name: "Con serifa", Stack: `Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Noto Serif", serif`},
		{Key: "monoespaciada", Name: "Monoespaciada", Stack: `ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace`},
		{Key: "inter", Name: "Inter (incluida en el sitio)", Stack: `"Inter", ` + sans, Family: "Inter",
			Files: map[int]string{400: "inter-400.woff2", 700: "inter-700.woff2"}},
		{Key: "source-sans", Name: "Source Sans 3 (incluida en el sitio)", Stack: `"Source Sans 3", ` + sans, Family: "Source Sans 3",
			Files: map[int]string{400: "source-sans-3-400.woff2", 700: "source-sans-3-700.woff2"}},
		{Key: "merriweather", Name: "Merriweather, con serifa (incluida en el sitio)", Stack: `"Merriweather", ` + serif, Family: "Merriweather",
			Files: map[int]string{400: "merriweather-400.woff2", 700: "merriweather-700.woff2"}},
	}
}
