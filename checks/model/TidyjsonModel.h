//===--- TidyjsonModel.h - clang-tidy ---------------------------*- C++ -*-===//
//
// What a translation unit tells us about tidyjson: its descriptions,
// polymorphic registrations, contexts and built-in families, and the graph
// of types a serializer call reaches (model/TypeGraph.h).
//
// The model reads the runtime's declarations rather than restating them
// (model/Markers.h): a description is a function carrying the description
// marker whose first parameter's type carries the type_tag marker; what it
// describes is said by the marked builder it calls; an attribute's or
// setting's fast-path support is its own static member `fast_path` (and
// `fast_path_blocker`), evaluated here.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_TIDYJSONMODEL_H
#define TIDYJSON_CHECKS_MODEL_TIDYJSONMODEL_H

#include "Description.h"
#include "RuntimeGraph.h"
#include "TypeGraph.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>
#include <vector>

namespace clang::tidy::json {

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
  /// The context declared by \p RD (or a class derived from one).
  const ContextInfo *context(const CXXRecordDecl *RD);
  /// Whether \p T is a context type (its record).
  const CXXRecordDecl *contextRecord(QualType T) const;
  /// Every context declared in the translation unit, in declaration order
  /// (needs registerMatchers with ListContexts).
  std::vector<const ContextInfo *> contexts() const;

  /// How the runtime handles \p T, and the types it contains.
  NodeKind classify(QualType T, llvm::SmallVectorImpl<Edge> &Children);

  /// The runtime's own verdict on \p T and its graph, where the translation
  /// unit instantiated them (model/RuntimeGraph.h).
  std::optional<llvm::StringRef> verdict(QualType T, bool Read) {
    return Ctx ? Runtime.verdict(T, Read, *Ctx) : std::nullopt;
  }
  llvm::SmallVector<QualType, 2> runtimeChildren(QualType T) {
    return Ctx ? Runtime.children(T, *Ctx) : llvm::SmallVector<QualType, 2>();
  }

  ASTContext *Ctx = nullptr;

private:
  void collectDescription(const FunctionDecl *FD);
  const FunctionDecl *findDescription(QualType C, bool Polymorphic) const;
  const Description *lookup(QualType T, bool Polymorphic);
  std::unique_ptr<Description> parse(const FunctionDecl *FD, QualType T,
                                     bool Polymorphic);
  void parseFields(const CallExpr *Call, Description &D);
  FieldUse parseField(const CallExpr *Field, const CXXRecordDecl *Owner);
  NodeKind classifyRecord(const CXXRecordDecl *RD, QualType T,
                          llvm::SmallVectorImpl<Edge> &Children);
  NodeKind classifyUndescribed(const CXXRecordDecl *RD,
                               llvm::SmallVectorImpl<Edge> &Children);

  // Description functions by the canonical type they describe; templates by
  // the class template of their pattern.
  llvm::DenseMap<const Type *, const FunctionDecl *> DescribeFns;
  llvm::DenseMap<const Type *, const FunctionDecl *> PolymorphicFns;
  llvm::DenseMap<const Decl *, const FunctionTemplateDecl *> DescribeTemplates;
  llvm::DenseMap<const Decl *, const FunctionTemplateDecl *>
      PolymorphicTemplates;
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
  BuiltinFamilies Families;
  RuntimeGraph Runtime;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MODEL_TIDYJSONMODEL_H
