//! The window's messages in every language: each file parses, every message and attribute is
//! in every language with the same variables, Russian plurals have all their forms, no English
//! is left in the Japanese and Russian files (the standard's names aside), and every message
//! the code asks for exists.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use mojiscope::i18n::Lang;
use std::collections::{BTreeMap, BTreeSet};

/// Per message (and `message.attribute`): its variables, and the plural selects' variant keys.
#[derive(Default, Debug)]
struct Shape {
    variables: BTreeSet<String>,
    selects: Vec<BTreeSet<String>>,
    /// The text, placeables left out.
    text: String,
}

fn walk_pattern(p: &Pattern<&str>, shape: &mut Shape) {
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => shape.text.push_str(value),
            PatternElement::Placeable { expression } => walk_expression(expression, shape),
        }
    }
}

fn walk_expression(e: &Expression<&str>, shape: &mut Shape) {
    match e {
        Expression::Inline(i) => walk_inline(i, shape),
        Expression::Select { selector, variants } => {
            walk_inline(selector, shape);
            shape.selects.push(
                variants
                    .iter()
                    .map(|v| match &v.key {
                        fluent_syntax::ast::VariantKey::Identifier { name } => name.to_string(),
                        fluent_syntax::ast::VariantKey::NumberLiteral { value } => {
                            value.to_string()
                        }
                    })
                    .collect(),
            );
            for v in variants {
                // (Each variant a text of its own.)
                shape.text.push(' ');
                walk_pattern(&v.value, shape);
                shape.text.push(' ');
            }
        }
    }
}

fn walk_inline(i: &InlineExpression<&str>, shape: &mut Shape) {
    match i {
        InlineExpression::VariableReference { id } => {
            shape.variables.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, shape),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, shape);
            }
        }
        _ => {}
    }
}

/// Every message and attribute of a language's file, by id.
fn shapes(lang: Lang) -> BTreeMap<String, Shape> {
    let resource = fluent_syntax::parser::parse(lang.source())
        .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.tag()));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let id = m.id.name.to_string();
                if let Some(value) = &m.value {
                    let mut shape = Shape::default();
                    walk_pattern(value, &mut shape);
                    assert!(out.insert(id.clone(), shape).is_none(), "{id} twice");
                }
                for a in &m.attributes {
                    let mut shape = Shape::default();
                    walk_pattern(&a.value, &mut shape);
                    out.insert(format!("{id}.{}", a.id.name), shape);
                }
            }
            Entry::Junk { content } => panic!("{}.ftl has junk: {content}", lang.tag()),
            _ => {}
        }
    }
    out
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let en = shapes(Lang::En);
    assert!(en.len() > 50, "{}", en.len());
    for lang in [Lang::Ja, Lang::Ru] {
        let other = shapes(lang);
        let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.tag());
        assert!(
            extra.is_empty(),
            "{} has {extra:?}, which English has not",
            lang.tag()
        );
        for (id, shape) in &en {
            assert_eq!(
                shape.variables,
                other[id].variables,
                "{id}: the variables differ in {}",
                lang.tag()
            );
        }
    }
}

#[test]
fn russian_plurals_have_every_form() {
    for (id, shape) in shapes(Lang::Ru) {
        for keys in &shape.selects {
            if keys.contains("one") || keys.contains("few") {
                for form in ["one", "few", "many", "other"] {
                    assert!(keys.contains(form), "{id}: no [{form}] in {keys:?}");
                }
            }
        }
    }
}

#[test]
fn no_english_is_left_in_the_translations() {
    let names = crate::common::words::Names::standard();
    for lang in [Lang::Ja, Lang::Ru] {
        for (id, shape) in shapes(lang) {
            let words = names.english_words(&shape.text, "");
            assert!(
                words.is_empty(),
                "{}: {id} has English words {words:?} in {:?}",
                lang.tag(),
                shape.text
            );
        }
    }
}

/// Every message the code names exists in English (and so, by the test above, in every
/// language); every English message is named by the code.
#[test]
fn the_code_and_the_messages_agree() {
    let en = shapes(Lang::En);
    let mut sources = String::new();
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                // The code, not its comments (a doc example names an id "id").
                for line in std::fs::read_to_string(&path).unwrap().lines() {
                    if !line.trim_start().starts_with("//") {
                        sources.push_str(line);
                        sources.push('\n');
                    }
                }
            }
        }
    }
    let messages: BTreeSet<&str> = en
        .keys()
        .map(|k| k.split('.').next().unwrap_or(k))
        .collect();
    for id in &messages {
        assert!(
            sources.contains(&format!("\"{id}\"")) || sources.contains(&format!("\"{id}.")),
            "{id} is in en.ftl but no code asks for it"
        );
    }
    // The ids the code passes to tr, tr_args and words! as literals (the second argument,
    // however rustfmt breaks the lines).
    let mut asked = 0;
    for call in ["tr(", "tr_args(", "words!("] {
        let pieces: Vec<&str> = sources.split(call).collect();
        for (before, piece) in pieces.iter().zip(pieces.iter().skip(1)) {
            // tr( itself, not attr( or str(.
            if before.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some((_, rest)) = piece.split_once(',') else {
                continue;
            };
            let Some(literal) = rest.trim_start().strip_prefix('"') else {
                continue;
            };
            let id = literal.split('"').next().unwrap_or_default();
            // A message id: lowercase words joined by hyphens (not a format string).
            if id.is_empty()
                || !id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.')
            {
                continue;
            }
            asked += 1;
            assert!(
                en.contains_key(id),
                "the code asks for {id}, which en.ftl has not"
            );
        }
    }
    assert!(asked > 100, "{asked}");
}

/// Every rule of every handler has its explanation (`explain-<rule id>`) in every language.
#[test]
fn every_rule_is_explained_in_every_language() {
    for lang in Lang::ALL {
        let shapes = shapes(lang);
        let missing: Vec<String> = mojiscope::encoding::rules::Rule::all()
            .iter()
            .map(|r| format!("explain-{}", r.id()))
            .filter(|id| !shapes.contains_key(id))
            .collect();
        assert!(missing.is_empty(), "{}: {missing:?}", lang.tag());
    }
}

/// Every message formats in every language without an error, each variable given a number
/// and then a word (a message cut in two by a line out of place, a select without its
/// default, a reference to nothing: what the parser lets through, the bundle refuses).
#[test]
fn every_message_formats_in_every_language() {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
    for lang in Lang::ALL {
        let resource = FluentResource::try_new(lang.source().to_string())
            .unwrap_or_else(|(_, e)| panic!("{}.ftl: {e:?}", lang.tag()));
        let mut bundle = FluentBundle::new(vec![lang.tag().parse().unwrap()]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).unwrap();
        let shapes = shapes(lang);
        // (Every variable of the file: a message that refers to another passes it its own.)
        let variables: BTreeSet<&String> = shapes.values().flat_map(|s| &s.variables).collect();
        for id in shapes.keys() {
            let (message, attribute) = match id.split_once('.') {
                Some((m, a)) => (m, Some(a)),
                None => (id.as_str(), None),
            };
            let msg = bundle.get_message(message).expect("parsed");
            let pattern = match attribute {
                Some(a) => msg.get_attribute(a).expect("parsed").value(),
                None => msg.value().expect("a value"),
            };
            for value in [FluentValue::from(1), FluentValue::from("x")] {
                let mut args = FluentArgs::new();
                for v in &variables {
                    args.set(v.to_string(), value.clone());
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {id}: {errors:?}", lang.tag());
                assert!(
                    !text.trim().is_empty() || id.ends_with("-none"),
                    "{}: {id} is empty",
                    lang.tag()
                );
            }
        }
    }
}
