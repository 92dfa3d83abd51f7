// tidyjson/core/markers.hpp: the contract between the runtime and the json-*
// clang-tidy checks, in one table.
//
// The runtime marks every construct the checks must recognize with
// [[clang::annotate(MARKER, ROLE)]] (through TIDYJSON_ANNOTATE, empty for other
// compilers), and the checks key off the same names: checks/model/Markers.h
// includes this file. Change a name here and both sides change together.
//
// Plain macros, nothing else: the checks are built as C++17 against LLVM and
// include no other runtime header.
#pragma once

// ---------------------------------------------------------------------------
// Markers, and the roles given as their second argument.

/// A serializer entry point; its role is the direction.
#define TIDYJSON_MARKER_ENTRY "tidyjson::entry"
#define TIDYJSON_ROLE_READ "read"                ///< reads a value of its first template argument
#define TIDYJSON_ROLE_WRITE "write"              ///< writes its value argument
#define TIDYJSON_ROLE_WRITE_RANGE "write_range"  ///< writes the elements of a range, one by one
#define TIDYJSON_ROLE_SCHEMA "schema"            ///< describes its first template argument

/// The run-time options class (and what makes a class one: deriving from it).
#define TIDYJSON_MARKER_OPTIONS "tidyjson::options"

/// A context class (TIDYJSON_CONTEXT) and the context<Self, roots<R...>,
/// Settings...> template they derive from.
#define TIDYJSON_MARKER_CONTEXT "tidyjson::context"

/// type_tag<T>, the first parameter of every description function.
#define TIDYJSON_MARKER_TYPE_TAG "tidyjson::type_tag"

/// A description function tidyjson_describe(type_tag<T>, ::tidyjson_adl):
/// TIDYJSON_TYPE, TIDYJSON_TYPE_INTRUSIVE, TIDYJSON_DERIVED_TYPE,
/// TIDYJSON_ENUM, TIDYJSON_CONVERTER.
#define TIDYJSON_MARKER_DESCRIPTION "tidyjson::description"

/// A polymorphic registration tidyjson_polymorphic(type_tag<Base>,
/// ::tidyjson_adl): TIDYJSON_POLYMORPHIC.
#define TIDYJSON_MARKER_POLYMORPHIC "tidyjson::polymorphic"

/// What a description function returns: the builder it calls, or the
/// descriptor class it returns; the role says which description it is.
#define TIDYJSON_MARKER_DESCRIBE "tidyjson::describe"
#define TIDYJSON_ROLE_OBJECT "object"            ///< describe_object<T>(fields...)
#define TIDYJSON_ROLE_DERIVED "derived"          ///< describe_derived<T, Base>(fields...)
#define TIDYJSON_ROLE_ENUM "enum"                ///< describe_enum<E>(enumerators...)
#define TIDYJSON_ROLE_POLYMORPHIC "polymorphic"  ///< describe_polymorphic<Base>(key, entries...)
#define TIDYJSON_ROLE_CONVERTER "converter"      ///< converter_desc<T, Converter>{}

/// A field entry of an object description: make_field(&T::member, "name",
/// attributes...).
#define TIDYJSON_MARKER_FIELD "tidyjson::field"

/// A per-field attribute class. Its own members declare what the checks need:
/// `fast_path` and `fast_path_blocker` (TIDYJSON_MEMBER_*); the role, if any,
/// what the attribute does to the field.
#define TIDYJSON_MARKER_ATTRIBUTE "tidyjson::attribute"
#define TIDYJSON_ROLE_SKIP "skip"  ///< the field is neither written nor read
/// The attribute writes what the context setting enums::as_string writes.
#define TIDYJSON_ROLE_ENUMS_AS_STRING "enums_as_string"
/// The field is written as what `to_json` returns: the attribute's own
/// `to_json` member, or its `converter` type's (TIDYJSON_ROLE_CONVERTER).

/// A setting enumeration whose value the checks read, by enumerator name.
#define TIDYJSON_MARKER_SETTING "tidyjson::setting"
#define TIDYJSON_ROLE_ENUMS "enums"            ///< tidyjson::enums
#define TIDYJSON_ENUMS_AS_STRING "as_string"   ///< its enumerator that writes names
#define TIDYJSON_ROLE_GENERATION "generation"  ///< tidyjson::generation
#define TIDYJSON_GENERATION_BOTH "both"
#define TIDYJSON_GENERATION_METADATA "metadata"
#define TIDYJSON_GENERATION_FAST_PATH "fast_path"

/// A concept of core/traits.hpp that recognizes a family of built-in types by
/// the standard templates and classes it names; the role says what the JSON
/// of such a type is made of. (Ranges are recognized by their shape, as the
/// runtime's `sequence` and `map_like` do.)
#define TIDYJSON_MARKER_FAMILY "tidyjson::family"
#define TIDYJSON_ROLE_LEAF "leaf"                  ///< nothing: strings, uuid, decimal, chrono, null
#define TIDYJSON_ROLE_WRAPPER "wrapper"            ///< its first template argument (optional, pointers)
#define TIDYJSON_ROLE_ARRAY "array"                ///< its first template argument, repeated (std::array)
#define TIDYJSON_ROLE_ALTERNATIVES "alternatives"  ///< one of its template arguments (variant)
#define TIDYJSON_ROLE_TUPLE "tuple"                ///< each of its template arguments (tuple, pair)

/// The runtime's verdict on a type its entry points reach: the variable
/// template defect_v<T, Read> (core/reach.hpp), of an enumeration whose
/// enumerators the checks read by name. The compiler evaluates it in the
/// user's translation unit for every type a call reaches, so the checks
/// report what the runtime rejects, not a list of their own.
#define TIDYJSON_MARKER_VERDICT "tidyjson::verdict"
#define TIDYJSON_DEFECT_NONE "none"
#define TIDYJSON_DEFECT_UNDESCRIBED "undescribed"      ///< neither built in nor described
#define TIDYJSON_DEFECT_MAP_KEY "map_key"              ///< a map whose key cannot be a member name
#define TIDYJSON_DEFECT_WRITE_ONLY "write_only"        ///< can be written, not read
#define TIDYJSON_DEFECT_WIDE_INTEGER "wide_integer"    ///< an integer wider than 64 bits
#define TIDYJSON_DEFECT_REPEATED_KEYS "repeated_keys"  ///< a map that can hold a key twice

/// The runtime's type graph: the class template children<T> whose member
/// `type` is type_list<C...>, the types T's JSON is made of (core/reach.hpp).
/// The checks follow it where their own model of a type has no children.
#define TIDYJSON_MARKER_GRAPH "tidyjson::graph"

// ---------------------------------------------------------------------------
// Members the checks read, as declared by the marked classes.

#define TIDYJSON_MEMBER_FAST_PATH "fast_path"                  ///< static constexpr bool, true when absent
#define TIDYJSON_MEMBER_FAST_PATH_BLOCKER "fast_path_blocker"  ///< static constexpr char[]: why not
#define TIDYJSON_MEMBER_TO_JSON "to_json"                      ///< a converter's output, by its return type
#define TIDYJSON_MEMBER_CONVERTER "converter"                  ///< the converter class of a descriptor or attribute
#define TIDYJSON_MEMBER_GRAPH_CHILDREN "type"                 ///< children<T>::type, a type_list of the graph

// ---------------------------------------------------------------------------
// Names, for code without the markers and for the text a fix writes.

/// The runtime's namespace: its own code is not the user's.
#define TIDYJSON_NAMESPACE "tidyjson"
/// The public entry points and the options class, by name: what the checks
/// also recognize where the markers are missing (stand-ins for the runtime).
#define TIDYJSON_ENTRY_NAMES                                                                     \
  "::tidyjson::serialize;::tidyjson::serialize_to;::tidyjson::try_serialize;"                 \
  "::tidyjson::deserialize;::tidyjson::try_deserialize;::tidyjson::serialize_stream;"         \
  "::tidyjson::deserialize_stream;::tidyjson::json_schema"
#define TIDYJSON_OPTIONS_NAME "::tidyjson::options"
/// The streaming entry points a fix or a note names (json-prefer-streaming),
/// declared in the same namespace as the entry point they replace.
#define TIDYJSON_STREAM_READ_NAME "deserialize_stream"
#define TIDYJSON_STREAM_WRITE_NAME "serialize_stream"
/// The header a fix includes, and the macros it writes.
#define TIDYJSON_UMBRELLA_HEADER "<tidyjson/tidyjson.hpp>"
/// The light header of a model header (describe.hpp): it defines the macros
/// too, so a file that includes it needs no other include for a description.
#define TIDYJSON_DESCRIBE_HEADER "<tidyjson/describe.hpp>"
#define TIDYJSON_MACRO_PREFIX "TIDYJSON_"
#define TIDYJSON_MACRO_TYPE "TIDYJSON_TYPE"
#define TIDYJSON_MACRO_ENUM "TIDYJSON_ENUM"
#define TIDYJSON_MACRO_DERIVED_TYPE "TIDYJSON_DERIVED_TYPE"
/// The most members (enumerators, types) one description macro lists: the
/// arguments core/pp.hpp counts. A fix never writes a longer list.
#define TIDYJSON_MACRO_MAX_ITEMS 64
