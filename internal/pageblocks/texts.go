package pageblocks

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// TextKey is a text of a block that is written per language: its key in the block, its label in
// the editor, and how it is checked. The rest of a block (its files, counts, categories, a video's
// address) is the same in every language.
type TextKey struct {
	Key, Label string
	Rich       bool // rich text, sanitized as the page's
	Required   bool // the block's check refuses it empty
	Link       bool // a site path or an http(s) address (ValidLink)
	Max        int
}

// TextKeys are the texts of a block type, in the editor's order; none for a block without texts
// (testimonials, clients, questions, projects: they show texts of their own modules). A gallery's
// are those of each of its images.
func TextKeys(typ string) []TextKey {
	switch typ {
	case TypeText:
		return []TextKey{{Key: "html", Label: "Texto", Rich: true, Required: true, Max: MaxTextChars}}
	case TypeImage:
		return []TextKey{{Key: "alt", Label: "Texto alternativo", Required: true, Max: MaxShortChars},
			{Key: "pie", Label: "Pie de foto", Max: MaxShortChars}}
	case TypeGallery:
		return []TextKey{{Key: "alt", Label: "Texto alternativo", Required: true, Max: MaxShortChars}}
	case TypeButton:
		return []TextKey{{Key: "texto", Label: "Texto del botón", Required: true, Max: MaxButtonChars},
			{Key: "enlace", Label: "Enlace del botón", Required: true, Link: true, Max: 2048}}
	case TypeContact:
		return []TextKey{{Key: "texto", Label: "Texto del botón que lleva a /contacto", Max: MaxButtonChars}}
	case TypeVideo:
		return []TextKey{{Key: "titulo", Label: "Título del vídeo", Required: true, Max: MaxShortChars}}
	}
	return nil
}

// Segment is one text of a page's blocks to translate, at its place in the Spanish blocks.
type Segment struct {
	Block int    // the block's position, 0-based
	Type  string // the block's type
	Image int    // a gallery's image, 1-based; 0 for the block's own text
	File  string // that image's file ("bucket/path"), or an image block's
	TextKey
	Source string // the Spanish text
	Value  string // the translation's, from its block at the same position when of the same type
}

// Name is the segment's name in a form whose blocks field is column: "bloques_2_texto",
// "bloques_3_alt_1" (block and image 1-based).
func (s Segment) Name(column string) string {
	name := fmt.Sprintf("%s_%d_%s", column, s.Block+1, s.Key)
	if s.Image > 0 {
		name += "_" + strconv.Itoa(s.Image)
	}
	return name
}

// decodeBlocks reads a bloques value as generic objects, numbers as written (a category id stays
// exact); null or empty is none, and so is what does not parse (a stored translation written around
// the check starts again from empty texts).
func decodeBlocks(data []byte) []map[string]any {
	var blocks []map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&blocks); err != nil {
		return nil
	}
	return blocks
}

// Types are the types of a bloques value's blocks, in order ("" for a block without one).
func Types(data []byte) []string {
	blocks := decodeBlocks(data)
	out := make([]string, len(blocks))
	for i, b := range blocks {
		out[i], _ = b["tipo"].(string)
	}
	return out
}

// Segments are the texts of the source blocks to translate, in order, each with the text of the
// translated blocks (another language's copy) at the same place: the block at the same position when
// it has the same type (and, in a gallery, the image at the same position); "" otherwise.
func Segments(source, translated []byte) []Segment {
	src, tr := decodeBlocks(source), decodeBlocks(translated)
	var out []Segment
	walkTexts(src, func(s Segment, _ map[string]any) {
		if s.Block < len(tr) && tr[s.Block]["tipo"] == s.Type {
			s.Value = textAt(tr[s.Block], s.Image, s.Key)
		}
		out = append(out, s)
	})
	return out
}

// Translate is the source blocks with the texts text gives each segment in place of the Spanish
// ones: the blocks' order, types, files and settings stay the Spanish; an optional text left empty
// is left out, as the page's editor stores it.
func Translate(source []byte, text func(Segment) string) ([]map[string]any, error) {
	blocks := decodeBlocks(source)
	if blocks == nil {
		var probe any
		if err := json.Unmarshal(source, &probe); len(source) > 0 && err != nil {
			return nil, fmt.Errorf("read the Spanish blocks: %w", err)
		}
		return []map[string]any{}, nil
	}
	walkTexts(blocks, func(s Segment, obj map[string]any) {
		switch v := text(s); {
		case v == "" && !s.Required:
			delete(obj, s.Key)
		default:
			obj[s.Key] = v
		}
	})
	return blocks, nil
}

// walkTexts calls fn with each text of blocks and the object holding it (the block, or a gallery's
// image), in order.
func walkTexts(blocks []map[string]any, fn func(Segment, map[string]any)) {
	for i, b := range blocks {
		typ, _ := b["tipo"].(string)
		keys := TextKeys(typ)
		if typ != TypeGallery {
			file, _ := b["archivo"].(string)
			for _, k := range keys {
				src, _ := b[k.Key].(string)
				fn(Segment{Block: i, Type: typ, File: file, TextKey: k, Source: src}, b)
			}
			continue
		}
		images, _ := b["imagenes"].([]any)
		for n, img := range images {
			obj, ok := img.(map[string]any)
			if !ok {
				continue
			}
			file, _ := obj["archivo"].(string)
			for _, k := range keys {
				src, _ := obj[k.Key].(string)
				fn(Segment{Block: i, Type: typ, Image: n + 1, File: file, TextKey: k, Source: src}, obj)
			}
		}
	}
}

// textAt is the text key of a block, or of its image n (1-based) when n > 0.
func textAt(block map[string]any, n int, key string) string {
	obj := block
	if n > 0 {
		images, _ := block["imagenes"].([]any)
		if n > len(images) {
			return ""
		}
		obj, _ = images[n-1].(map[string]any)
	}
	v, _ := obj[key].(string)
	return v
}
