//===--- TypeGraph.h - clang-tidy -------------------------------*- C++ -*-===//
//
// The graph of types a serializer call reaches, modelled on the runtime's
// own (runtime/include/tidyjson/core/reach.hpp): how the runtime handles a
// type, what the type's JSON is made of, and a walk over what is reachable.
//
// The built-in types are not listed here: the model reads them from the
// runtime's concepts that carry the "tidyjson::family" marker (the standard
// templates and classes each names), and recognizes ranges by their shape,
// as the runtime's `sequence` and `map_like` do.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_TYPEGRAPH_H
#define TIDYJSON_CHECKS_MODEL_TYPEGRAPH_H

#include "Description.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace clang::tidy::json {

class TidyjsonModel;

/// The runtime's view of one type: how it maps to JSON.
enum class NodeKind {
  Leaf,        // built in, no children (numbers, strings, uuid, chrono, ...)
  Container,   // built-in wrapper: optional, pointers, ranges, maps, variant
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

/// The built-in families, read from the runtime's marked concepts: for each
/// standard class template or class a concept names, the concept's role.
class BuiltinFamilies {
public:
  /// Reads a concept; nothing happens unless it carries the family marker.
  void add(const ConceptDecl *Concept);
  /// The role of \p RD's family (markers::role), if it belongs to one.
  std::optional<llvm::StringRef> roleOf(const CXXRecordDecl *RD) const;
  void clear() { Roles.clear(); }

private:
  llvm::DenseMap<const Decl *, llvm::StringRef> Roles;
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

/// Type template argument \p Index of the specialization \p T, if any.
QualType templateTypeArg(QualType T, unsigned Index);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MODEL_TYPEGRAPH_H
