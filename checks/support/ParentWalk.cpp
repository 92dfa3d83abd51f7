//===--- ParentWalk.cpp - clang-tidy --------------------------------------===//

#include "ParentWalk.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallVector.h"

namespace clang::tidy::json {

/// Records the parent of every node of one declaration, as the traversal
/// that the matchers make sees them.
class LocalParentMap::Builder : public RecursiveASTVisitor<Builder> {
  using Base = RecursiveASTVisitor<Builder>;

public:
  explicit Builder(llvm::DenseMap<const void *, DynTypedNode> &Parents)
      : Parents(Parents) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    return visit(DynTypedNode::create(*D), D,
                 [&] { return Base::TraverseDecl(D); });
  }
  bool TraverseStmt(Stmt *S) {
    if (!S)
      return true;
    return visit(DynTypedNode::create(*S), S,
                 [&] { return Base::TraverseStmt(S); });
  }
  bool TraverseConstructorInitializer(CXXCtorInitializer *I) {
    if (!I)
      return true;
    return visit(DynTypedNode::create(*I), I,
                 [&] { return Base::TraverseConstructorInitializer(I); });
  }
  // Expressions inside a type (decltype, an array bound) get the type as
  // their parent, as in the ASTContext's map.
  bool TraverseTypeLoc(TypeLoc TL) {
    if (TL.isNull())
      return true;
    Stack.push_back(DynTypedNode::create(TL));
    const bool Result = Base::TraverseTypeLoc(TL);
    Stack.pop_back();
    return Result;
  }

private:
  template <class Fn>
  bool visit(const DynTypedNode &N, const void *Key, Fn Traverse) {
    if (!Stack.empty())
      Parents.try_emplace(Key, Stack.back());
    Stack.push_back(N);
    const bool Result = Traverse();
    Stack.pop_back();
    return Result;
  }

  llvm::DenseMap<const void *, DynTypedNode> &Parents;
  llvm::SmallVector<DynTypedNode, 32> Stack;
};

LocalParentMap::LocalParentMap(const Decl *Root) : Root(Root) {
  Builder(Parents).TraverseDecl(const_cast<Decl *>(Root));
}

DynTypedNode LocalParentMap::parentOf(const DynTypedNode &N) const {
  const void *Key = nullptr;
  if (const auto *S = N.get<Stmt>())
    Key = S;
  else if (const auto *D = N.get<Decl>())
    Key = D;
  else if (const auto *I = N.get<CXXCtorInitializer>())
    Key = I;
  auto It = Key ? Parents.find(Key) : Parents.end();
  return It == Parents.end() ? DynTypedNode() : It->second;
}

/// The parent as recorded: in the local map, or the first parent in the
/// ASTContext's map, preferring the written place of a default argument or
/// member initializer over its uses (CXXDefaultArgExpr/CXXDefaultInitExpr).
DynTypedNode ParentWalk::recordedParent(const DynTypedNode &N) const {
  if (Map)
    return Map->parentOf(N);
  DynTypedNodeList Parents = Ctx.getParents(N);
  if (Parents.empty())
    return DynTypedNode();
  for (const DynTypedNode &P : Parents)
    if (P.get<LambdaExpr>())
      return P;
  for (const DynTypedNode &P : Parents)
    if (!P.get<CXXDefaultArgExpr>() && !P.get<CXXDefaultInitExpr>())
      return P;
  return Parents[0];
}

DynTypedNode ParentWalk::parent(const DynTypedNode &N) const {
  DynTypedNode P = recordedParent(N);
  const auto *MD = P.get<CXXMethodDecl>();
  if (!MD || !isLambdaCallOperator(MD) || !N.get<Stmt>() ||
      N.get<Stmt>() != MD->getBody())
    return P;
  DynTypedNode Up = P;
  for (int Step = 0; Step < 4; ++Step) {
    Up = recordedParent(Up);
    if (Up.getNodeKind().isNone())
      break;
    if (const auto *L = Up.get<LambdaExpr>())
      return L->getBody() == N.get<Stmt>() ? Up : P;
  }
  return P;
}

const Stmt *ParentWalk::parentStmt(const Stmt *S) const {
  return parent(DynTypedNode::create(*S)).get<Stmt>();
}

const Stmt *ParentWalk::valueParent(const Expr *E, const Expr **Child) const {
  const Stmt *Cur = E;
  for (int Guard = 0; Guard < 64; ++Guard) {
    const Stmt *P = parentStmt(Cur);
    if (!P)
      return nullptr;
    const auto *ICE = dyn_cast<ImplicitCastExpr>(P);
    if (isa<ParenExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr,
            ExprWithCleanups>(P) ||
        (ICE && ICE->getCastKind() == CK_NoOp)) {
      Cur = P;
      continue;
    }
    if (Child)
      *Child = cast<Expr>(Cur);
    return P;
  }
  return nullptr;
}

bool ParentWalk::isUnevaluated(const Stmt *S, const Stmt *Body) const {
  DynTypedNode N = DynTypedNode::create(*S);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    DynTypedNode PN = parent(N);
    if (PN.getNodeKind().isNone())
      return false;
    if (PN.get<TypeLoc>())
      return true;
    if (const auto *P = PN.get<Stmt>()) {
      if (P == Body)
        return false;
      if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr, RequiresExpr,
              ConceptSpecializationExpr>(P))
        return true;
      if (const auto *Typeid = dyn_cast<CXXTypeidExpr>(P);
          Typeid && !Typeid->isPotentiallyEvaluated())
        return true;
    }
    N = PN;
  }
  return false;
}

} // namespace clang::tidy::json
