package pages

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/pageblocks"
)

// blocksColumn is the page's blocks, and the prefix of their texts' fields on the translation page.
const blocksColumn = "bloques"

// blockThumbWidth is the width of the picture beside an image's texts (a 72 CSS pixel thumbnail,
// twice that for dense screens).
const blockThumbWidth = 160

// translatedBlocks shows a page's blocks on its translation page as one field per text, a fieldset a
// block: the translation's blocks are the Spanish ones (order, types, pictures, settings) with the
// texts typed there.
func (m *module) translatedBlocks() *translation.Expansion {
	return &translation.Expansion{Groups: m.blockGroups, Build: buildTranslatedBlocks, Empty: msgTranslationNoBlocks}
}

// blockGroups are the Spanish blocks' texts, a group a block, each with the stored translation's
// text at the same place.
func (m *module) blockGroups(source, translated string) []translation.Group {
	types := pageblocks.Types([]byte(source))
	groups := make([]translation.Group, len(types))
	for i, typ := range types {
		groups[i].Legend = fmt.Sprintf(msgTranslationBlockLegend, i+1, pageblocks.NameOf(typ))
		if len(pageblocks.TextKeys(typ)) == 0 {
			groups[i].Note = msgTranslationBlockNoTexts
		}
	}
	for _, s := range pageblocks.Segments([]byte(source), []byte(translated)) {
		label := s.Label
		if s.Image > 0 {
			label = fmt.Sprintf(msgTranslationGalleryAlt, s.Image)
		}
		thumb := "" // the picture beside its alternative text, once
		if s.Key == "alt" {
			thumb = m.blockThumb(s.File)
		}
		f := translation.Field{Name: s.Name(blocksColumn), Label: label, Max: s.Max, Long: s.Rich, Rich: s.Rich}
		if s.Rich {
			f.Rows = 8
		}
		groups[s.Block].Segments = append(groups[s.Block].Segments, translation.Segment{Field: f, Source: s.Source, Value: s.Value,
			Required: s.Required, Image: thumb})
	}
	return groups
}

// blockThumb is the address of a small picture of a block's file, "" for none or an invalid one.
func (m *module) blockThumb(file string) string {
	if !pageblocks.ValidFile(file) {
		return ""
	}
	bucket, path := pageblocks.SplitFile(file)
	return cmp.Or(m.Shell.ImageVariantURL(bucket, path, blockThumbWidth), m.Shell.FileURL(bucket, path))
}

// buildTranslatedBlocks is the translation's blocks: the Spanish ones with the typed texts, checked
// as the page's (a link as a button's; the whole as pageblocks.Parse, which the platform applies
// too).
func buildTranslatedBlocks(source string, texts map[string]string) (any, cms.FieldMessages) {
	msgs := cms.FieldMessages{}
	blocks, err := pageblocks.Translate([]byte(source), func(s pageblocks.Segment) string { return texts[s.Name(blocksColumn)] })
	if err != nil {
		msgs[blocksColumn] = msgTranslationBlocksUnreadable
		return nil, msgs
	}
	pending := map[int]bool{} // blocks with a text still to write, whose message is beside it
	for _, s := range pageblocks.Segments([]byte(source), nil) {
		v := texts[s.Name(blocksColumn)]
		switch {
		case s.Required && v == "":
			pending[s.Block] = true
		case s.Link && v != "" && !pageblocks.ValidLink(v):
			msgs[s.Name(blocksColumn)] = msgTranslationLink
		}
	}
	data, err := json.Marshal(blocks)
	if err == nil {
		_, err = pageblocks.Parse(data)
	}
	var be *pageblocks.BlockError
	if err != nil && len(msgs) == 0 && !(errors.As(err, &be) && pending[be.Index-1]) {
		msgs[blocksColumn] = err.Error()
	}
	return blocks, msgs
}
