//===--- Markers.h - clang-tidy ---------------------------------*- C++ -*-===//
//
// The contract with the runtime, as the checks see it: the names of
// runtime/include/tidyjson/core/markers.hpp, the one table that the runtime's
// own declarations use too. Nothing in the checks spells a runtime name that
// is not here.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_MARKERS_H
#define TIDYJSON_CHECKS_MODEL_MARKERS_H

#include "tidyjson/core/markers.hpp"
#include "llvm/ADT/StringRef.h"

namespace clang::tidy::json::markers {

// Markers.
inline constexpr llvm::StringLiteral Entry = TIDYJSON_MARKER_ENTRY;
inline constexpr llvm::StringLiteral Options = TIDYJSON_MARKER_OPTIONS;
inline constexpr llvm::StringLiteral Context = TIDYJSON_MARKER_CONTEXT;
inline constexpr llvm::StringLiteral TypeTag = TIDYJSON_MARKER_TYPE_TAG;
inline constexpr llvm::StringLiteral Description = TIDYJSON_MARKER_DESCRIPTION;
inline constexpr llvm::StringLiteral Polymorphic = TIDYJSON_MARKER_POLYMORPHIC;
inline constexpr llvm::StringLiteral Describe = TIDYJSON_MARKER_DESCRIBE;
inline constexpr llvm::StringLiteral Field = TIDYJSON_MARKER_FIELD;
inline constexpr llvm::StringLiteral Attribute = TIDYJSON_MARKER_ATTRIBUTE;
inline constexpr llvm::StringLiteral Setting = TIDYJSON_MARKER_SETTING;
inline constexpr llvm::StringLiteral Family = TIDYJSON_MARKER_FAMILY;
inline constexpr llvm::StringLiteral Verdict = TIDYJSON_MARKER_VERDICT;
inline constexpr llvm::StringLiteral Graph = TIDYJSON_MARKER_GRAPH;

// Roles (a marker's second argument).
namespace role {
inline constexpr llvm::StringLiteral Read = TIDYJSON_ROLE_READ;
inline constexpr llvm::StringLiteral Write = TIDYJSON_ROLE_WRITE;
inline constexpr llvm::StringLiteral WriteRange = TIDYJSON_ROLE_WRITE_RANGE;
inline constexpr llvm::StringLiteral Schema = TIDYJSON_ROLE_SCHEMA;
inline constexpr llvm::StringLiteral Object = TIDYJSON_ROLE_OBJECT;
inline constexpr llvm::StringLiteral Derived = TIDYJSON_ROLE_DERIVED;
inline constexpr llvm::StringLiteral Enum = TIDYJSON_ROLE_ENUM;
inline constexpr llvm::StringLiteral Polymorphic = TIDYJSON_ROLE_POLYMORPHIC;
inline constexpr llvm::StringLiteral Converter = TIDYJSON_ROLE_CONVERTER;
inline constexpr llvm::StringLiteral Skip = TIDYJSON_ROLE_SKIP;
inline constexpr llvm::StringLiteral EnumsAsStringAttribute =
    TIDYJSON_ROLE_ENUMS_AS_STRING;
inline constexpr llvm::StringLiteral Enums = TIDYJSON_ROLE_ENUMS;
inline constexpr llvm::StringLiteral Generation = TIDYJSON_ROLE_GENERATION;
inline constexpr llvm::StringLiteral Leaf = TIDYJSON_ROLE_LEAF;
inline constexpr llvm::StringLiteral Wrapper = TIDYJSON_ROLE_WRAPPER;
inline constexpr llvm::StringLiteral Array = TIDYJSON_ROLE_ARRAY;
inline constexpr llvm::StringLiteral Alternatives = TIDYJSON_ROLE_ALTERNATIVES;
inline constexpr llvm::StringLiteral Tuple = TIDYJSON_ROLE_TUPLE;
} // namespace role

// Enumerators of the settings read by name.
inline constexpr llvm::StringLiteral EnumsAsString = TIDYJSON_ENUMS_AS_STRING;
inline constexpr llvm::StringLiteral GenerationBoth = TIDYJSON_GENERATION_BOTH;
inline constexpr llvm::StringLiteral GenerationMetadata =
    TIDYJSON_GENERATION_METADATA;
inline constexpr llvm::StringLiteral GenerationFastPath =
    TIDYJSON_GENERATION_FAST_PATH;

// The enumerators of the runtime's verdict, by name.
namespace defect {
inline constexpr llvm::StringLiteral None = TIDYJSON_DEFECT_NONE;
inline constexpr llvm::StringLiteral Undescribed = TIDYJSON_DEFECT_UNDESCRIBED;
inline constexpr llvm::StringLiteral MapKey = TIDYJSON_DEFECT_MAP_KEY;
inline constexpr llvm::StringLiteral WriteOnly = TIDYJSON_DEFECT_WRITE_ONLY;
inline constexpr llvm::StringLiteral WideInteger = TIDYJSON_DEFECT_WIDE_INTEGER;
inline constexpr llvm::StringLiteral RepeatedKeys =
    TIDYJSON_DEFECT_REPEATED_KEYS;
} // namespace defect

// Members of marked classes.
inline constexpr llvm::StringLiteral FastPath = TIDYJSON_MEMBER_FAST_PATH;
inline constexpr llvm::StringLiteral FastPathBlocker =
    TIDYJSON_MEMBER_FAST_PATH_BLOCKER;
inline constexpr llvm::StringLiteral ToJson = TIDYJSON_MEMBER_TO_JSON;
inline constexpr llvm::StringLiteral ConverterMember =
    TIDYJSON_MEMBER_CONVERTER;
inline constexpr llvm::StringLiteral GraphChildren =
    TIDYJSON_MEMBER_GRAPH_CHILDREN;

// Names.
inline constexpr llvm::StringLiteral Namespace = TIDYJSON_NAMESPACE;
inline constexpr llvm::StringLiteral EntryNames = TIDYJSON_ENTRY_NAMES;
inline constexpr llvm::StringLiteral OptionsName = TIDYJSON_OPTIONS_NAME;
inline constexpr llvm::StringLiteral StreamReadName = TIDYJSON_STREAM_READ_NAME;
inline constexpr llvm::StringLiteral StreamWriteName =
    TIDYJSON_STREAM_WRITE_NAME;
inline constexpr llvm::StringLiteral UmbrellaHeader = TIDYJSON_UMBRELLA_HEADER;
inline constexpr llvm::StringLiteral DescribeHeader = TIDYJSON_DESCRIBE_HEADER;
inline constexpr llvm::StringLiteral MacroPrefix = TIDYJSON_MACRO_PREFIX;
inline constexpr llvm::StringLiteral MacroType = TIDYJSON_MACRO_TYPE;
inline constexpr llvm::StringLiteral MacroEnum = TIDYJSON_MACRO_ENUM;
/// The most members or enumerators one description macro lists.
inline constexpr unsigned MacroMaxItems = TIDYJSON_MACRO_MAX_ITEMS;
/// The description macro of a class with a described base.
inline constexpr llvm::StringLiteral MacroDerivedType =
    TIDYJSON_MACRO_DERIVED_TYPE;

} // namespace clang::tidy::json::markers

#endif // TIDYJSON_CHECKS_MODEL_MARKERS_H
