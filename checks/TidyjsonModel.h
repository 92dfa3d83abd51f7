//===--- TidyjsonModel.h - clang-tidy -------------------------------------===//
//
// What a translation unit tells us about tidyjson: the descriptions
// (TIDYJSON_TYPE, TIDYJSON_ENUM, TIDYJSON_CONVERTER, ...), the polymorphic
// registrations (TIDYJSON_POLYMORPHIC), the contexts (TIDYJSON_CONTEXT), and
// the graph of types a serializer call reaches, modelled on the runtime's
// own (runtime/include/tidyjson/core/reach.hpp).
//
// The model reads the runtime's declarations rather than restating them: a
// description is a function `tidyjson_describe(type_tag<T>, ::tidyjson_adl)`
// whose first parameter type carries the "tidyjson::type_tag" marker; an
// attribute's or setting's fast-path support is its own static member
// `fast_path` (and `fast_path_blocker`), evaluated here.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_TIDYJSONMODEL_H
#define TIDYJSON_CHECKS_TIDYJSONMODEL_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <optional>
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
  const Expr *Written = nullptr;        // as written (in the macro argument)
  const CXXRecordDecl *Record = nullptr; // the attribute's class
  FastPathDeclaration FastPath;
};

/// One member listed in an object description.
struct FieldUse {
  const FieldDecl *Field = nullptr; // null when only the name is known
  std::string Name;                 // the C++ member name
  const CXXRecordDecl *Owner = nullptr;
  QualType MemberType;
  QualType JsonType; // the member type, or what a converter attribute makes of it
  bool Skipped = false;
  const Expr *Entry = nullptr; // the make_field call (its location: the entry)
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
  FastPathDeclaration FastPath; // polymorphic: from polymorphic_desc
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

/// The runtime's view of one type: how it maps to JSON and what it contains.
enum class NodeKind {
  Leaf,        // built in, no children (numbers, strings, uuid, chrono, ...)
  Container,   // built-in wrapper: optional, pointers, ranges, maps, variant, tuple
  Object,      // described object
  Enum,        // described enumeration
  Converter,   // TIDYJSON_CONVERTER
  Polymorphic, // TIDYJSON_POLYMORPHIC base or variant
  Undescribed, // a class or enumeration the runtime cannot serialize
  Unknown,     // something the model does not understand: stay silent
};

struct Edge {
  QualType Child;
  const FieldUse *Field = nullptr; // set for described members
};

/// Everything about tidyjson in one translation unit.
class TidyjsonModel {
public:
  /// Adds the matchers that feed the model; bound nodes go to \p CB.
  /// \p ListContexts: also find every context declared in the translation
  /// unit, for contexts(). context() and contextRecord() work without it.
  /// (Contexts in template instantiations are left out by walking the
  /// declaration contexts, not with isInstantiated(): hasAncestor() would
  /// build the parent map of the whole translation unit.)
  static void registerMatchers(ast_matchers::MatchFinder *Finder,
                               ast_matchers::MatchFinder::MatchCallback *CB,
                               bool ListContexts = true);
  /// Takes what the model needs from a match; true if the match was its own.
  bool collect(const ast_matchers::MatchFinder::MatchResult &Result);
  void clear();

  /// The description (object, enum or converter) of \p T, if any.
  const Description *describe(QualType T);
  /// The polymorphic registration of \p T, if any.
  const Description *polymorphic(QualType T);
  /// Every polymorphic registration seen.
  std::vector<const Description *> polymorphicRegistrations();
  /// The context declared by \p RD (or a class derived from one).
  const ContextInfo *context(const CXXRecordDecl *RD);
  /// Whether \p T is a context type (its record).
  const CXXRecordDecl *contextRecord(QualType T) const;
  /// Every context declared in the translation unit, in declaration order
  /// (needs registerMatchers with ListContexts).
  std::vector<const ContextInfo *> contexts() const;

  /// How the runtime handles \p T, and the types it contains.
  NodeKind classify(QualType T, llvm::SmallVectorImpl<Edge> &Children);

  ASTContext *Ctx = nullptr;

private:
  const Description *lookup(QualType T, bool Polymorphic);
  std::unique_ptr<Description> parse(const FunctionDecl *FD, QualType T,
                                     bool Polymorphic);

  // Description functions by the canonical type they describe; templates by
  // the class template of their pattern.
  llvm::DenseMap<const Type *, const FunctionDecl *> DescribeFns;
  llvm::DenseMap<const Type *, const FunctionDecl *> PolymorphicFns;
  llvm::DenseMap<const Decl *, const FunctionTemplateDecl *> DescribeTemplates;
  llvm::DenseMap<const Decl *, const FunctionTemplateDecl *> PolymorphicTemplates;
  // Descriptions written inside a class template's body (the friend of
  // TIDYJSON_TYPE_INTRUSIVE), by class template: they stand for the
  // specializations that are not instantiated.
  llvm::DenseMap<const Decl *, const FunctionDecl *> DescribeInClassTemplates;
  llvm::DenseMap<const Type *, std::unique_ptr<Description>> Parsed;
  llvm::DenseMap<const Type *, std::unique_ptr<Description>> ParsedPolymorphic;
  llvm::DenseMap<const CXXRecordDecl *, std::unique_ptr<ContextInfo>> Contexts;
  // The data members of undescribed classes, as the description a fix would
  // write would list them.
  llvm::DenseMap<const CXXRecordDecl *, std::vector<FieldUse>> ImpliedFields;
  std::vector<const CXXRecordDecl *> ContextOrder;
};

/// A breadth-first walk over the types reachable from some roots, which
/// remembers how each type was first (so most directly) reached.
class TypeWalk {
public:
  explicit TypeWalk(TidyjsonModel &Model) : Model(Model) {}
  /// Visits every reachable type once; \p Visit returns whether to go on
  /// into the type's children.
  void run(llvm::ArrayRef<QualType> Roots,
           llvm::function_ref<bool(QualType, NodeKind)> Visit);
  bool reached(QualType T) const;
  /// "Order::lines -> std::vector<Line> -> Line" (the member, then the types).
  std::string path(QualType T) const;

private:
  struct Step {
    QualType Parent;
    const FieldUse *Field;
  };
  TidyjsonModel &Model;
  llvm::DenseMap<const Type *, Step> Parents;
};

/// A printable name for \p T as the user wrote it ("std::vector<Line>").
std::string typeName(QualType T, const ASTContext &Ctx);

/// \p T spelled so that it names the same type from any scope:
/// "std::vector<shop::Order>" (no default template arguments).
std::string qualifiedTypeName(QualType T, const ASTContext &Ctx);

/// The canonical, unqualified form of \p T, without references.
QualType canonical(QualType T);

/// The arguments of the macro invocation that produced \p Loc, as file
/// ranges, and the range of the whole invocation; false when \p Loc is not
/// from a macro invocation written in a file (or the text cannot be parsed).
bool macroArguments(SourceLocation Loc, const SourceManager &SM,
                    const LangOptions &LO, CharSourceRange &Invocation,
                    llvm::SmallVectorImpl<CharSourceRange> &Args);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_TIDYJSONMODEL_H
