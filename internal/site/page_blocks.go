package site

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/records"
)

// blockView is one block of a free page, ready for templates/page.html: Type says which field is set.
type blockView struct {
	Type         string
	HTML         template.HTML // texto
	Image        *imageView    // imagen
	Gallery      []imageView   // galeria
	Link         *linkView     // boton, formulario_contacto
	Testimonials []testimonialView
	Clients      []clientView
	FAQ          []faqEntry    // preguntas
	Projects     []projectCard // proyectos
	Video        *videoView
}

type imageView struct{ Src, Alt, Caption string }

type linkView struct {
	Href, Text string
	External   bool
}

type videoView struct{ Src, Title string }

// errBlockUnavailable: a block value this renderer does not know (a type added to pageblocks but not
// drawn here yet); it is left out of the page rather than failing it.
var errBlockUnavailable = errors.New("block type not available")

// blockViews turns stored blocks into views, reading what the data blocks show (each block's reads
// run in parallel). A block that does not pass pageblocks (written around the platform's check) is
// left out and logged, and so is an unavailable one; the rest of the page is shown.
func (s *Site) blockViews(ctx context.Context, stored []byte) ([]blockView, error) {
	blocks, errs := pageblocks.ParseEach(stored)
	for _, err := range errs {
		s.logger.WarnContext(ctx, "page block left out", "error", err)
	}
	views := make([]blockView, len(blocks))
	ok := make([]bool, len(blocks))
	fns := make([]func(context.Context) error, len(blocks))
	for i, b := range blocks {
		fns[i] = func(ctx context.Context) error {
			v, err := s.blockView(ctx, b)
			if errors.Is(err, errBlockUnavailable) {
				s.logger.WarnContext(ctx, "page block not available", "type", b.Type)
				return nil
			}
			views[i], ok[i] = v, err == nil
			return err
		}
	}
	if err := parallel(ctx, fns...); err != nil {
		return nil, err
	}
	out := views[:0]
	for i, v := range views {
		if ok[i] {
			out = append(out, v)
		}
	}
	return out, nil
}

// blockView renders one block; the data blocks read what they show as the public reads it.
func (s *Site) blockView(ctx context.Context, b pageblocks.Block) (blockView, error) {
	v := blockView{Type: b.Type}
	switch val := b.Value.(type) {
	case *pageblocks.Text:
		v.HTML = s.richText(val.HTML)
	case *pageblocks.Image:
		img := s.blockImage(pageblocks.ImageRef{Archivo: val.Archivo, Alt: val.Alt})
		img.Caption = val.Pie
		v.Image = &img
	case *pageblocks.Gallery:
		for _, ref := range val.Imagenes {
			v.Gallery = append(v.Gallery, s.blockImage(ref))
		}
	case *pageblocks.Button:
		v.Link = &linkView{Href: val.Enlace, Text: val.Texto, External: !strings.HasPrefix(val.Enlace, "/")}
	case *pageblocks.Contact:
		v.Link = &linkView{Href: pageblocks.ContactPath, Text: val.ButtonText()}
	case *pageblocks.Video:
		src, _ := pageblocks.EmbedURL(val.URL)
		v.Video = &videoView{Src: src, Title: val.Titulo}
	case *pageblocks.Testimonials:
		return v, s.testimonialsBlock(ctx, val, &v)
	case *pageblocks.Clients:
		return v, s.clientsBlock(ctx, val, &v)
	case *pageblocks.FAQ:
		return v, s.faqBlock(ctx, val, &v)
	case *pageblocks.Projects:
		return v, s.projectsBlock(ctx, val, &v)
	default:
		return v, errBlockUnavailable
	}
	return v, nil
}

func (s *Site) blockImage(ref pageblocks.ImageRef) imageView {
	bucket, path := pageblocks.SplitFile(ref.Archivo)
	return imageView{Src: s.imageURL(bucket, &path), Alt: ref.Alt}
}

func (s *Site) testimonialsBlock(ctx context.Context, b *pageblocks.Testimonials, v *blockView) error {
	rows, missing, err := records.LatestTestimonials(ctx, s.client, langOf(ctx), int(b.Categoria), b.Cantidad)
	if err != nil {
		return fmt.Errorf("page block: %w", err)
	}
	for _, t := range rows {
		// A page block shows no category line (an empty tree names none).
		v.Testimonials = append(v.Testimonials, testimonialIn(t, &categoryTree{}, missing))
	}
	return nil
}

func (s *Site) clientsBlock(ctx context.Context, b *pageblocks.Clients, v *blockView) error {
	rows, err := records.ClientsWithLogo(ctx, s.client, b.Cantidad)
	if err != nil {
		return fmt.Errorf("page block: %w", err)
	}
	for _, c := range rows {
		v.Clients = append(v.Clients, s.clientOf(c))
	}
	return nil
}

// faqBlock reads the published questions of the block's category, in their order.
func (s *Site) faqBlock(ctx context.Context, b *pageblocks.FAQ, v *blockView) error {
	rows, missing, err := s.readFAQ(ctx, []string{strconv.FormatInt(b.Categoria, 10)})
	if err != nil {
		return fmt.Errorf("page block: %w", err)
	}
	for _, f := range rows {
		v.FAQ = append(v.FAQ, s.faqEntryIn(f, missing))
	}
	return nil
}

// projectsBlock reads the latest published projects. Their cards name no category, as the
// testimonials of a block do not: the page reads its categories beside its blocks, not before.
func (s *Site) projectsBlock(ctx context.Context, b *pageblocks.Projects, v *blockView) error {
	rows, missing, _, err := s.readProjects(ctx, 0, b.Cantidad, records.ProjectFilter{})
	if err != nil {
		return fmt.Errorf("page block: %w", err)
	}
	for _, p := range rows {
		v.Projects = append(v.Projects, s.projectCardIn(ctx, p, nil, missing))
	}
	return nil
}

// blocksExcerpt is a page's description when it has none of its own: the start of its first text.
func blocksExcerpt(s *Site, blocks []blockView) string {
	for _, b := range blocks {
		if b.HTML != "" {
			return excerpt(plainText(s.strict, string(b.HTML)), 160)
		}
	}
	return ""
}

// firstImage is a page's Open Graph image: its first picture, absolute.
func firstImage(s *Site, blocks []blockView) string {
	for _, b := range blocks {
		src := ""
		switch {
		case b.Image != nil:
			src = b.Image.Src
		case len(b.Gallery) > 0:
			src = b.Gallery[0].Src
		}
		if strings.HasPrefix(src, "/") {
			return s.baseURL + src
		}
		if src != "" {
			return src
		}
	}
	return ""
}
