//===--- Description.h - clang-tidy -----------------------------*- C++ -*-===//
//
// What the model reads from the runtime's declarations in a translation
// unit: descriptions (TIDYJSON_TYPE, TIDYJSON_ENUM, TIDYJSON_CONVERTER, ...),
// polymorphic registrations (TIDYJSON_POLYMORPHIC) and contexts
// (TIDYJSON_CONTEXT), each as plain data.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_DESCRIPTION_H
#define TIDYJSON_CHECKS_MODEL_DESCRIPTION_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <string>
#include <vector>

namespace clang::tidy::json {

/// What a class declares about the fast path: its static members
/// `fast_path` (true when absent) and `fast_path_blocker`.
struct FastPathDeclaration {
  bool Served = true;
  std::string Blocker;
};
FastPathDeclaration readFastPathDeclaration(const CXXRecordDecl *RD,
                                            ASTContext &Ctx);

/// One attribute written on a field in a description.
struct AttributeUse {
  const Expr *Written = nullptr;         // as written (in the macro argument)
  const CXXRecordDecl *Record = nullptr; // the attribute's class
  FastPathDeclaration FastPath;
};

/// One member listed in an object description.
struct FieldUse {
  const FieldDecl *Field = nullptr; // null when only the name is known
  std::string Name;                 // the C++ member name
  const CXXRecordDecl *Owner = nullptr;
  QualType MemberType;
  QualType JsonType; // the member type, or what a converter makes of it
  bool Skipped = false;
  const Expr *Entry = nullptr; // the field entry (its location: the entry)
  llvm::SmallVector<AttributeUse, 2> Attributes;
};

enum class DescriptionKind { Object, Enum, Converter, Polymorphic };

struct DerivedEntry {
  QualType Type;
  std::string Name;
};

struct Description {
  DescriptionKind Kind = DescriptionKind::Object;
  const FunctionDecl *Function = nullptr; // the description function
  QualType Described;
  std::vector<FieldUse> Fields; // objects
  QualType ConverterJson;       // converters
  std::string Key;              // polymorphic: discriminator member
  std::vector<DerivedEntry> Derived;
  FastPathDeclaration FastPath; // polymorphic: from the descriptor
};

/// A context's declaration, as its base class tidyjson::context<...> says.
struct SettingUse {
  QualType Type;
  const Expr *Written = nullptr;
  FastPathDeclaration FastPath;
};
struct ContextInfo {
  const CXXRecordDecl *Record = nullptr;
  std::vector<QualType> Roots;
  enum class Generation { Both, Metadata, FastPath } Mode = Generation::Both;
  const Expr *GenerationWritten = nullptr; // the generation setting, as written
  bool EnumsAsString = false;
  std::vector<SettingUse> Settings;
};

/// Whether the options a serializer call passes certainly write enumerations
/// as strings: a runtime options object built in sight (a temporary, or a
/// variable with its initializer) whose last enums setting is as_string.
bool writesEnumsAsStrings(const CallExpr *Call);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MODEL_DESCRIPTION_H
