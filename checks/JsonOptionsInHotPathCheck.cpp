//===--- JsonOptionsInHotPathCheck.cpp - clang-tidy ------------------------===//
//
// Part of tidyjson. See docs/checks/json-options-in-hot-path.md.
//
// Two kinds of construction are reported:
//
//  - a local options object with automatic storage whose only purpose is to
//    be handed to serializer entry points (every other use that could keep
//    the object, or a pointer to it, silences the check);
//  - a temporary options object written in the argument list of a serializer
//    call (also as an arm of ?:).
//
// Both are reported where they are built once per execution of a function or
// lambda body. The fix turns a local into a `static const` local, and pulls
// temporaries out into `static const` locals declared right before the
// statement; all temporaries of one statement are hoisted by one fix so that
// no two fixes insert text at the same place.
//
//===----------------------------------------------------------------------===//

#include "JsonOptionsInHotPathCheck.h"
#include "Matchers.h"
#include "clang-tidy/utils/DeclRefExprUtils.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <functional>

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char LocalId[] = "local"; // VarDecl: a local options object
static constexpr char CallId[] = "call";   // CallExpr: a call with an options argument
static constexpr char TempId[] = "temp";   // CallExpr: the same, inside one statement
static constexpr char RootId[] = "root";   // Decl: a definition that may hold candidates

static constexpr char HoistedName[] = "json_options";

/// The parents of the nodes of one declaration: the outermost function
/// around a candidate (or the namespace-scope variable or member initializer
/// holding a lambda). Clang's own parent map covers the whole translation
/// unit, every template instantiation of the standard library included: for
/// the programs in examples/ it takes about 0.5 s to build, a sixth of a
/// clang-tidy run. This one covers a single definition. It records what the ASTContext's map records,
/// for the nodes of that declaration (implicit code included, template
/// instantiations left out), and keeps the first parent of a shared node.
class LocalParentMap : public RecursiveASTVisitor<LocalParentMap> {
  using Base = RecursiveASTVisitor<LocalParentMap>;

public:
  explicit LocalParentMap(const Decl *Root) : Root(Root) {
    TraverseDecl(const_cast<Decl *>(Root));
  }
  const Decl *root() const { return Root; }
  /// The parent of \p N; none for the root and for nodes outside it.
  DynTypedNode parentOf(const DynTypedNode &N) const {
    const void *Key = keyOf(N);
    auto It = Key ? Parents.find(Key) : Parents.end();
    return It == Parents.end() ? DynTypedNode() : It->second;
  }

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
  static const void *keyOf(const DynTypedNode &N) {
    if (const auto *S = N.get<Stmt>())
      return S;
    if (const auto *D = N.get<Decl>())
      return D;
    if (const auto *I = N.get<CXXCtorInitializer>())
      return I;
    return nullptr;
  }

  const Decl *Root;
  llvm::DenseMap<const void *, DynTypedNode> Parents;
  llvm::SmallVector<DynTypedNode, 32> Stack;
};

namespace {

using OptionsPredicate = std::function<bool(QualType)>;

/// Matches a type for which the check's (cached) options-type test holds.
AST_MATCHER_P(QualType, isOptionsTypeBy, OptionsPredicate, Pred) {
  return Pred(Node);
}

//===--- Walking the parent map ------------------------------------------===//

/// The map the walks below use while check() handles a candidate (always
/// set there); null means the ASTContext's map.
const LocalParentMap *ActiveParents = nullptr;

/// The parent as recorded: in the active local map, or the first parent in
/// the ASTContext's map, preferring the written place of a default argument
/// or member initializer over its uses (CXXDefaultArgExpr/CXXDefaultInitExpr).
DynTypedNode recordedParent(const DynTypedNode &N, ASTContext &Ctx) {
  if (ActiveParents)
    return ActiveParents->parentOf(N);
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

/// The parent of \p N. Both maps reach a lambda's body through the closure
/// class (call operator, maybe its template, the class); the parent of a
/// lambda's body is reported as the LambdaExpr instead, so that walks see
/// the lambda.
DynTypedNode parentOf(const DynTypedNode &N, ASTContext &Ctx) {
  DynTypedNode P = recordedParent(N, Ctx);
  const auto *MD = P.get<CXXMethodDecl>();
  if (MD && isLambdaCallOperator(MD) && N.get<Stmt>() &&
      N.get<Stmt>() == MD->getBody()) {
    DynTypedNode Up = P;
    for (int Step = 0; Step < 4; ++Step) {
      Up = recordedParent(Up, Ctx);
      if (Up.getNodeKind().isNone())
        break;
      if (const auto *L = Up.get<LambdaExpr>())
        return L->getBody() == N.get<Stmt>() ? Up : P;
    }
  }
  return P;
}

/// Whether \p S sits in an unevaluated operand (sizeof, decltype, noexcept,
/// a requirement) within \p Body.
bool isUnevaluatedUse(const Stmt *S, const Stmt *Body, ASTContext &Ctx) {
  DynTypedNode N = DynTypedNode::create(*S);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    DynTypedNode PN = parentOf(N, Ctx);
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

const Stmt *parentStmt(const Stmt *S, ASTContext &Ctx) {
  return parentOf(DynTypedNode::create(*S), Ctx).get<Stmt>();
}

/// The parent of \p E, skipping the nodes that only carry a value along
/// (parentheses, no-op casts, temporaries' bookkeeping).
const Stmt *valueParent(const Expr *E, ASTContext &Ctx,
                        const Expr **Child = nullptr) {
  const Stmt *Cur = E;
  for (int Guard = 0; Guard < 64; ++Guard) {
    const Stmt *P = parentStmt(Cur, Ctx);
    if (!P)
      return nullptr;
    if (isa<ParenExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr,
            ExprWithCleanups>(P)) {
      Cur = P;
      continue;
    }
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(P);
        ICE && ICE->getCastKind() == CK_NoOp) {
      Cur = P;
      continue;
    }
    if (Child)
      *Child = cast<Expr>(Cur);
    return P;
  }
  return nullptr;
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

/// Whether \p Child of loop \p Loop runs once per iteration (the body, the
/// condition, the increment) rather than once (an init statement, a range).
bool runsPerIteration(const Stmt *Loop, const Stmt *Child) {
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    return Child != F->getInit();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    return Child == R->getBody() || Child == R->getLoopVarStmt();
  return true;
}

const Expr *stripValue(const Expr *E) {
  for (int Guard = 0; E && Guard < 64; ++Guard) {
    const Expr *Next = stripArgument(E);
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(Next))
      Next = ICE->getSubExpr();
    if (Next == E)
      break;
    E = Next;
  }
  return E;
}

/// The call `(lambda)(...)` when \p L is invoked where it is written.
const CallExpr *immediateCall(const LambdaExpr *L, ASTContext &Ctx) {
  const Expr *Child = nullptr;
  const auto *Op =
      dyn_cast_or_null<CXXOperatorCallExpr>(valueParent(L, Ctx, &Child));
  if (Op && Op->getOperator() == OO_Call && Op->getNumArgs() > 0 &&
      stripValue(Op->getArg(0)) == L)
    return Op;
  return nullptr;
}

/// Whether \p Use is the callee object of a call `use(...)`.
const CallExpr *callOf(const Expr *Use, ASTContext &Ctx) {
  const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(valueParent(Use, Ctx));
  if (Op && Op->getOperator() == OO_Call && Op->getNumArgs() > 0 &&
      stripValue(Op->getArg(0)) == Use)
    return Op;
  return nullptr;
}

/// The function body a local variable belongs to.
const Stmt *bodyOfVar(const VarDecl *VD) {
  const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getDeclContext());
  return FD ? FD->getBody() : nullptr;
}

/// The places a lambda runs: where it is invoked on the spot, or the calls of
/// the local variable holding it. False when it may outlive the statement or
/// run elsewhere (stored, returned, handed to a function).
bool lambdaCallSites(const LambdaExpr *L, ASTContext &Ctx,
                     llvm::SmallVectorImpl<const Expr *> &Calls) {
  if (const CallExpr *Call = immediateCall(L, Ctx)) {
    Calls.push_back(Call);
    return true;
  }
  // `auto f = [&] { ... };` (or a std::function) with every use a call.
  DynTypedNode N = DynTypedNode::create(*L);
  for (int Depth = 0; Depth < 8; ++Depth) {
    N = parentOf(N, Ctx);
    if (const auto *VD = N.get<VarDecl>()) {
      const Stmt *Body = bodyOfVar(VD);
      if (!Body || !VD->hasLocalStorage() || VD->getType()->isReferenceType())
        return false;
      for (const DeclRefExpr *Use :
           utils::decl_ref_expr::allDeclRefExprs(*VD, *Body, Ctx)) {
        if (isUnevaluatedUse(Use, Body, Ctx))
          continue;
        const CallExpr *Call = callOf(Use, Ctx);
        if (!Call)
          return false;
        Calls.push_back(Call);
      }
      return true;
    }
    const auto *S = N.get<Stmt>();
    if (!S || !isa<ImplicitCastExpr, MaterializeTemporaryExpr,
                   ExprWithCleanups, CXXBindTemporaryExpr, CXXConstructExpr,
                   ParenExpr>(S))
      return false;
  }
  return false;
}

/// The innermost loop around \p S that runs it per iteration, up to the
/// enclosing function or lambda body. \p CrossesLambda is set when \p S sits
/// in a lambda body nested in that function.
const Stmt *loopAround(const Stmt *S, ASTContext &Ctx, bool &CrossesLambda) {
  CrossesLambda = false;
  const Stmt *Loop = nullptr;
  DynTypedNode N = DynTypedNode::create(*S);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    DynTypedNode PN = parentOf(N, Ctx);
    const auto *P = PN.get<Stmt>();
    if (!P) {
      if (PN.get<VarDecl>() || PN.get<BindingDecl>() ||
          PN.get<DecompositionDecl>()) {
        N = PN;
        continue;
      }
      return Loop;
    }
    const auto *Child = N.get<Stmt>();
    if (const auto *L = dyn_cast<LambdaExpr>(P); L && Child == L->getBody()) {
      CrossesLambda = true;
      return Loop;
    }
    if (!Loop && isLoop(P) && Child && runsPerIteration(P, Child))
      Loop = P;
    N = PN;
  }
  return Loop;
}

/// Whether a local's use runs more often than the local is built, and
/// whether it escapes with a lambda. Computed by climbing from the use to
/// the scope of the declaration (\p Stop holds that scope's statements).
struct UseContext {
  bool Escapes = false;
  bool PerIteration = false;
};

void climb(const Stmt *From, const llvm::SmallPtrSetImpl<const Stmt *> &Stop,
           const Stmt &Body, ASTContext &Ctx, UseContext &U, int Depth) {
  if (Depth > 6) {
    U.Escapes = true;
    return;
  }
  DynTypedNode N = DynTypedNode::create(*From);
  const Stmt *Child = From;
  for (int Guard = 0; Guard < 4096; ++Guard) {
    DynTypedNode PN = parentOf(N, Ctx);
    const auto *P = PN.get<Stmt>();
    if (!P) {
      if (PN.get<VarDecl>() || PN.get<BindingDecl>()) {
        N = PN;
        continue;
      }
      return;
    }
    if (P == &Body || Stop.contains(P))
      return;
    if (isLoop(P) && Child && runsPerIteration(P, Child))
      U.PerIteration = true;
    if (const auto *L = dyn_cast<LambdaExpr>(P); L && Child == L->getBody()) {
      llvm::SmallVector<const Expr *, 4> Calls;
      if (!lambdaCallSites(L, Ctx, Calls)) {
        U.Escapes = true;
        return;
      }
      // The use runs where the lambda is called: per iteration only if
      // every call is.
      bool AllPerIteration = !Calls.empty();
      for (const Expr *Call : Calls) {
        UseContext C;
        climb(Call, Stop, Body, Ctx, C, Depth + 1);
        if (C.Escapes) {
          U.Escapes = true;
          return;
        }
        AllPerIteration = AllPerIteration && C.PerIteration;
      }
      U.PerIteration = U.PerIteration || AllPerIteration;
      return;
    }
    Child = P;
    N = PN;
  }
}

//===--- What a use of a local does with it ------------------------------===//

enum class UseKind {
  Serializer, // an argument of a serializer entry point that cannot keep it
  Member,     // `opts.member` / `opts.method()`: mutation is checked apart
  Capture,    // the capture of a lambda (the lambda's uses are checked apart)
  Escape,     // anything that may keep the object or a pointer to it
};

struct UseInfo {
  UseKind Kind = UseKind::Escape;
  /// For a capture written by name, the capture's location.
  SourceLocation ExplicitCapture;
};

bool isStdFunction(const FunctionDecl *FD,
                   std::initializer_list<StringRef> Names) {
  if (!FD || !FD->getIdentifier() || !FD->isInStdNamespace())
    return false;
  return llvm::is_contained(Names, FD->getName());
}

/// The declarations a call may go to: its callee, or in a template the
/// entry-point candidates of an unresolved name.
llvm::SmallVector<const FunctionDecl *, 4>
callCandidates(const CallExpr *Call, llvm::ArrayRef<StringRef> EntryNames) {
  llvm::SmallVector<const FunctionDecl *, 4> Result;
  if (const FunctionDecl *FD = Call->getDirectCallee()) {
    Result.push_back(FD);
    return Result;
  }
  const Expr *Callee = Call->getCallee();
  if (const auto *ULE =
          dyn_cast_or_null<UnresolvedLookupExpr>(Callee ? Callee->IgnoreParenImpCasts() : nullptr)) {
    for (const NamedDecl *ND : ULE->decls()) {
      const NamedDecl *Target = ND->getUnderlyingDecl();
      const FunctionDecl *FD = nullptr;
      if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(Target))
        FD = FTD->getTemplatedDecl();
      else
        FD = dyn_cast<FunctionDecl>(Target);
      if (FD && isEntryPoint(FD, EntryNames))
        Result.push_back(FD);
    }
  }
  return Result;
}

bool isCopyConstructible(const CXXRecordDecl *RD);

/// Whether an object of class \p RD can be modified through its interface:
/// a public non-const member function, a public mutable data member, an
/// assignment operator (also in public bases). Unknown classes can.
bool mayBeModified(const CXXRecordDecl *RD, int Depth = 0) {
  if (!RD || Depth > 8)
    return true;
  RD = RD->getDefinition();
  if (!RD)
    return true;
  if (RD->needsImplicitCopyAssignment() || RD->needsImplicitMoveAssignment())
    return true;
  for (const CXXMethodDecl *M : RD->methods())
    if (!M->isStatic() && !M->isConst() && !M->isDeleted() &&
        M->getAccess() == AS_public &&
        !isa<CXXConstructorDecl, CXXDestructorDecl>(M))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (F->getAccess() == AS_public &&
        (!F->getType().isConstQualified() || F->isMutable()))
      return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (B.getAccessSpecifier() == AS_public &&
        mayBeModified(B.getType()->getAsCXXRecordDecl(), Depth + 1))
      return true;
  return false;
}


/// Whether every parameter that argument \p ArgIndex of \p Call may bind to
/// accepts a const lvalue (or, with \p Address, a pointer to const): a const
/// reference, a copy, or a forwarding reference.
bool acceptsConstLvalue(const CallExpr *Call, unsigned ArgIndex, bool Address,
                        llvm::ArrayRef<StringRef> EntryNames) {
  const Expr *Arg = Call->getArg(ArgIndex);
  const CXXRecordDecl *Copied =
      Arg ? Arg->getType().getNonReferenceType()->getAsCXXRecordDecl()
          : nullptr;
  auto Candidates = callCandidates(Call, EntryNames);
  if (Candidates.empty())
    return false;
  for (const FunctionDecl *FD : Candidates) {
    // A specialization's parameters as written in its template, where a
    // forwarding reference is still one.
    if (const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate())
      FD = Primary->getTemplatedDecl();
    unsigned Index = ArgIndex;
    if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(FD) &&
        !cast<CXXMethodDecl>(FD)->isStatic()) {
      if (Index == 0)
        return false;
      --Index;
    }
    const ParmVarDecl *Param = nullptr;
    if (Index < FD->getNumParams())
      Param = FD->getParamDecl(Index);
    else if (FD->getNumParams() > 0 &&
             FD->getParamDecl(FD->getNumParams() - 1)->isParameterPack())
      Param = FD->getParamDecl(FD->getNumParams() - 1);
    if (!Param)
      return false;
    QualType T = Param->getType();
    if (const auto *PET = T->getAs<PackExpansionType>())
      T = PET->getPattern();
    if (const auto *RRT = T->getAs<RValueReferenceType>()) {
      // A forwarding reference deduces a const lvalue reference.
      QualType Pointee = RRT->getPointeeType();
      if (!Pointee.hasQualifiers() && Pointee->getAs<TemplateTypeParmType>())
        continue;
      return false;
    }
    if (Address) {
      if (T->isReferenceType())
        T = T.getNonReferenceType();
      if (!T->isPointerType() || !T->getPointeeType().isConstQualified())
        return false;
      continue;
    }
    if (const auto *LRT = T->getAs<LValueReferenceType>()) {
      if (!LRT->getPointeeType().isConstQualified())
        return false;
      continue;
    }
    // By value: a copy of a const object is as good as a copy of any other,
    // if there is a copy constructor.
    if (Copied && !isCopyConstructible(Copied))
      return false;
  }
  return true;
}

UseInfo classifyUse(const DeclRefExpr *Use, ASTContext &Ctx,
                    llvm::ArrayRef<StringRef> EntryNames) {
  UseInfo Info;
  const Expr *Cur = Use;
  bool Address = false;
  for (int Guard = 0; Guard < 64; ++Guard) {
    const Stmt *P = parentStmt(Cur, Ctx);
    if (!P)
      return Info;
    if (isa<ParenExpr>(P)) {
      Cur = cast<Expr>(P);
      continue;
    }
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
      CastKind K = ICE->getCastKind();
      if (K == CK_NoOp || K == CK_DerivedToBase ||
          K == CK_UncheckedDerivedToBase) {
        Cur = ICE;
        continue;
      }
      return Info;
    }
    // std::move / std::forward / std::as_const only change the value category.
    if (const auto *Call = dyn_cast<CallExpr>(P)) {
      if (!Address && Call->getNumArgs() == 1 && Call->getArg(0) == Cur &&
          isStdFunction(Call->getDirectCallee(),
                        {"move", "forward", "as_const"})) {
        Cur = Call;
        continue;
      }
    }
    if (const auto *SC = dyn_cast<CXXStaticCastExpr>(P)) {
      QualType To = SC->getTypeAsWritten();
      if (!Address && To->isLValueReferenceType() &&
          To.getNonReferenceType().isConstQualified()) {
        Cur = SC;
        continue;
      }
      return Info;
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(P)) {
      if (CO->getCond() != Cur && CO->isGLValue()) {
        Cur = CO;
        continue;
      }
      return Info;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
      if (UO->getOpcode() == UO_AddrOf && !Address) {
        Address = true;
        Cur = UO;
        continue;
      }
      return Info;
    }
    break;
  }

  const Stmt *P = parentStmt(Cur, Ctx);
  if (!P)
    return Info;
  if (const auto *Call = dyn_cast<CallExpr>(P)) {
    for (unsigned I = 0, N = Call->getNumArgs(); I < N; ++I) {
      if (Call->getArg(I) != Cur)
        continue;
      if (entryPointOfCall(Call, EntryNames) &&
          acceptsConstLvalue(Call, I, Address, EntryNames)) {
        Info.Kind = UseKind::Serializer;
        return Info;
      }
      // `opts == other`, `opts[...]`: a member operator of the object.
      if (I == 0 && !Address && isa<CXXOperatorCallExpr>(Call) &&
          isa_and_nonnull<CXXMethodDecl>(Call->getDirectCallee()))
        Info.Kind = UseKind::Member;
      return Info;
    }
    return Info;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(P)) {
    if (ME->getBase() == Cur && ME->isArrow() == Address)
      Info.Kind = UseKind::Member;
    return Info;
  }
  auto CaptureOf = [&](const LambdaExpr *L, const Expr *Init) {
    for (auto [Capture, CaptureInit] :
         llvm::zip(L->captures(), L->capture_inits())) {
      if (CaptureInit != Init)
        continue;
      Info.Kind = UseKind::Capture;
      if (Capture.isExplicit())
        Info.ExplicitCapture = Capture.getLocation();
      return;
    }
  };
  if (Address)
    return Info;
  if (const auto *L = dyn_cast<LambdaExpr>(P)) {
    CaptureOf(L, Cur);
    return Info;
  }
  // A copy: a by-copy capture, or a by-value serializer parameter.
  if (const auto *CE = dyn_cast<CXXConstructExpr>(P)) {
    if (CE->getNumArgs() != 1 || CE->getArg(0) != Cur)
      return Info;
    const Expr *Copy = CE;
    const Stmt *Q = valueParent(CE, Ctx, &Copy);
    if (const auto *L = dyn_cast_or_null<LambdaExpr>(Q)) {
      CaptureOf(L, Copy);
      return Info;
    }
    if (const auto *Call = dyn_cast_or_null<CallExpr>(Q)) {
      for (unsigned I = 0, N = Call->getNumArgs(); I < N; ++I)
        if (Call->getArg(I) == Copy && entryPointOfCall(Call, EntryNames) &&
            acceptsConstLvalue(Call, I, false, EntryNames))
          Info.Kind = UseKind::Serializer;
    }
  }
  return Info;
}

//===--- What an initializer depends on ----------------------------------===//

/// Whether a variable with static storage holds the same value on every call.
bool isFixedStaticVar(const VarDecl *VD) {
  if (VD->isConstexpr())
    return true;
  if (VD->hasLocalStorage() || VD->getTLSKind() != VarDecl::TLS_None)
    return false;
  QualType T = VD->getType();
  if (T->isReferenceType())
    return T.getNonReferenceType().isConstQualified();
  return T.isConstQualified() && !T.isVolatileQualified();
}

const Stmt *findDependency(const Stmt *S, ASTContext &Ctx);

/// The function (template pattern) whose body holds \p E.
const FunctionDecl *enclosingFunction(const Expr *E, ASTContext &Ctx) {
  DynTypedNode N = DynTypedNode::create(*E);
  for (int Guard = 0; Guard < 256; ++Guard) {
    const DynTypedNodeList Parents = Ctx.getParents(N);
    if (Parents.empty())
      return nullptr;
    N = Parents[0];
    if (const auto *FD = N.get<FunctionDecl>())
      if (FD->getDescribedFunctionTemplate() ||
          FD->getTemplatedKind() == FunctionDecl::TK_MemberSpecialization ||
          FD->isDependentContext())
        if (!isLambdaCallOperator(FD))
          return FD;
  }
  return nullptr;
}

/// The instantiations of the function template (or member of a class
/// template) \p Pattern that have a body.
llvm::SmallVector<const FunctionDecl *, 4>
instantiationsOf(const FunctionDecl *Pattern) {
  llvm::SmallVector<const FunctionDecl *, 4> Out;
  if (const FunctionTemplateDecl *T = Pattern->getDescribedFunctionTemplate()) {
    for (const FunctionDecl *Spec : T->specializations())
      if (Spec->hasBody() && isTemplateInstantiation(Spec->getTemplateSpecializationKind()))
        Out.push_back(Spec);
    return Out;
  }
  const auto *MD = dyn_cast<CXXMethodDecl>(Pattern);
  const ClassTemplateDecl *Class =
      MD ? MD->getParent()->getDescribedClassTemplate() : nullptr;
  if (!Class)
    return Out;
  for (const ClassTemplateSpecializationDecl *Spec : Class->specializations())
    for (const CXXMethodDecl *M : Spec->methods())
      if (M->getInstantiatedFromMemberFunction() == MD && M->hasBody())
        Out.push_back(M);
  return Out;
}

/// The outermost expression of \p Body spelled over exactly \p Range.
class SameRangeFinder : public RecursiveASTVisitor<SameRangeFinder> {
public:
  explicit SameRangeFinder(SourceRange Range) : Range(Range) {}
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitExpr(Expr *E) {
    if (E->getSourceRange() == Range) {
      Found = E;
      return false; // pre-order: the first one is the outermost
    }
    return true;
  }
  const Expr *Found = nullptr;

private:
  SourceRange Range;
};

/// Whether the dependent \p E (a name or construction that depends on a
/// template argument: `Policy::naming`, `std::is_class_v<T>`, `indent{N}`)
/// is a constant in every instantiation the translation unit makes, and
/// there is at least one. Each instantiation is a separate function, so
/// `static const` there holds one value per instantiation, as the template
/// would compute.
bool constantInEveryInstantiation(const Expr *E, ASTContext &Ctx) {
  const FunctionDecl *Pattern = enclosingFunction(E, Ctx);
  if (!Pattern)
    return false;
  // A template in a header is instantiated by other translation units too,
  // which this one does not see: only the main file's templates qualify.
  const SourceManager &SM = Ctx.getSourceManager();
  if (!SM.isInMainFile(SM.getExpansionLoc(Pattern->getLocation())))
    return false;
  const SourceRange Range = E->getSourceRange();
  if (Range.isInvalid())
    return false;
  unsigned Seen = 0;
  for (const FunctionDecl *Inst : instantiationsOf(Pattern)) {
    SameRangeFinder Finder(Range);
    Finder.TraverseStmt(Inst->getBody());
    if (!Finder.Found || Finder.Found->isValueDependent() ||
        Finder.Found->isTypeDependent() || findDependency(Finder.Found, Ctx))
      return false;
    ++Seen;
  }
  return Seen > 0;
}

/// The first thing in \p S that makes it vary from call to call (a
/// parameter, a local, a mutable global, `this`, a call of a function that
/// is not constexpr), or null when \p S is built from constants only:
/// literals, enumerators, constexpr variables, const objects with static
/// storage, and constexpr constructions and calls of those. In a template,
/// a name or construction that depends on the template's arguments counts
/// as a constant when it is one in every instantiation.
const Stmt *findDependency(const Stmt *S, ASTContext &Ctx) {
  if (!S)
    return nullptr;
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return S;
  if (isa<DependentScopeDeclRefExpr, UnresolvedLookupExpr,
          CXXDependentScopeMemberExpr, CXXUnresolvedConstructExpr>(E) ||
      (isa<CallExpr>(E) && E->isTypeDependent()))
    return constantInEveryInstantiation(E, Ctx) ? nullptr : E;
  if (const auto *L = dyn_cast<LambdaExpr>(E))
    return L->capture_size() == 0 ? nullptr : E;
  if (!E->isTypeDependent() && !E->isValueDependent() &&
      !isa<CXXThisExpr, SourceLocExpr>(E) && E->getType()->isLiteralType(Ctx) &&
      !E->HasSideEffects(Ctx) && E->isCXX11ConstantExpr(Ctx))
    return nullptr;

  if (isa<IntegerLiteral, FloatingLiteral, StringLiteral, CharacterLiteral,
          CXXBoolLiteralExpr, CXXNullPtrLiteralExpr, ImaginaryLiteral,
          FixedPointLiteral, GNUNullExpr, SizeOfPackExpr,
          UnaryExprOrTypeTraitExpr, CXXScalarValueInitExpr,
          ImplicitValueInitExpr, TypeTraitExpr, CXXNoexceptExpr,
          ConceptSpecializationExpr, RequiresExpr>(E))
    return nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *D = DRE->getDecl();
    // A template parameter is a constant, unless it is a reference or a
    // pointer: what it designates may change.
    if (const auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(D))
      return NTTP->getType()->isReferenceType() || NTTP->getType()->isPointerType() ? E
                                                                                    : nullptr;
    if (isa<EnumConstantDecl, FunctionDecl, TemplateParamObjectDecl, MSGuidDecl,
            UnnamedGlobalConstantDecl>(D))
      return nullptr;
    if (const auto *VD = dyn_cast<VarDecl>(D))
      return isFixedStaticVar(VD) ? nullptr : E;
    return E;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const ValueDecl *Member = ME->getMemberDecl();
    if (isa<EnumConstantDecl>(Member))
      return nullptr;
    if (const auto *VD = dyn_cast<VarDecl>(Member))
      return isFixedStaticVar(VD) ? nullptr : E;
    if (const auto *FD = dyn_cast<FieldDecl>(Member)) {
      if (FD->isMutable())
        return E;
      const Stmt *Dep = findDependency(ME->getBase(), Ctx);
      if (Dep && isa<CXXThisExpr>(Dep))
        return E; // name the member rather than `this`
      return Dep;
    }
    // A bound member function: the call decides.
    return findDependency(ME->getBase(), Ctx);
  }
  if (const auto *SNTTP = dyn_cast<SubstNonTypeTemplateParmExpr>(E)) {
    const QualType PT = SNTTP->getParameterType(Ctx);
    if (PT->isReferenceType() || PT->isPointerType())
      return E; // what the argument designates may change
    return findDependency(SNTTP->getReplacement(), Ctx);
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->isConstexpr())
      return E;
    for (const Stmt *Child : Call->children())
      if (const Stmt *Dep = findDependency(Child, Ctx))
        return Dep;
    return nullptr;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    const CXXConstructorDecl *Ctor = CE->getConstructor();
    if (!Ctor || (!Ctor->isConstexpr() && !Ctor->isTrivial()))
      return E;
    for (const Expr *Arg : CE->arguments())
      if (const Stmt *Dep = findDependency(Arg, Ctx))
        return Dep;
    return nullptr;
  }
  if (const auto *Def = dyn_cast<CXXDefaultArgExpr>(E))
    return findDependency(Def->getExpr(), Ctx);
  if (const auto *Def = dyn_cast<CXXDefaultInitExpr>(E))
    return findDependency(Def->getExpr(), Ctx);
  if (const auto *OVE = dyn_cast<OpaqueValueExpr>(E))
    return findDependency(OVE->getSourceExpr(), Ctx);
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    switch (UO->getOpcode()) {
    case UO_PostInc:
    case UO_PostDec:
    case UO_PreInc:
    case UO_PreDec:
    case UO_Deref:
      return E;
    case UO_AddrOf: {
      // The address of a function or of an object with static storage.
      const Expr *Sub = UO->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Sub)) {
        if (isa<FunctionDecl>(DRE->getDecl()))
          return nullptr;
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          return !VD->hasLocalStorage() &&
                         VD->getTLSKind() == VarDecl::TLS_None
                     ? nullptr
                     : E;
      }
      return findDependency(UO->getSubExpr(), Ctx);
    }
    default:
      return findDependency(UO->getSubExpr(), Ctx);
    }
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    if (BO->isAssignmentOp() || BO->isCompoundAssignmentOp())
      return E;
  if (!isa<CastExpr, ParenExpr, MaterializeTemporaryExpr, ExprWithCleanups,
           CXXBindTemporaryExpr, InitListExpr, BinaryOperator,
           AbstractConditionalOperator, ParenListExpr, CXXParenListInitExpr,
           CXXStdInitializerListExpr, ConstantExpr, ArraySubscriptExpr,
           ArrayInitLoopExpr, ArrayInitIndexExpr, DesignatedInitExpr>(E))
    return E;
  for (const Stmt *Child : E->children())
    if (const Stmt *Dep = findDependency(Child, Ctx))
      return Dep;
  return nullptr;
}

/// The construction an initializer or a written temporary boils down to.
const Expr *constructionOf(const Expr *E) {
  for (int Guard = 0; E && Guard < 64; ++Guard) {
    const Expr *Next = E;
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
      Next = EWC->getSubExpr();
    else if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(E))
      Next = MTE->getSubExpr();
    else if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(E))
      Next = BTE->getSubExpr();
    else if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
      Next = FC->getSubExpr();
    else if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E))
      Next = ICE->getSubExpr();
    else if (const auto *PE = dyn_cast<ParenExpr>(E))
      Next = PE->getSubExpr();
    else if (const auto *CE = dyn_cast<ConstantExpr>(E))
      Next = CE->getSubExpr();
    else if (const auto *Copy = dyn_cast<CXXConstructExpr>(E);
             Copy && Copy->isElidable() && Copy->getNumArgs() == 1)
      Next = Copy->getArg(0); // a copy that C++14 may elide
    if (Next == E)
      return E;
    E = Next;
  }
  return E;
}

/// What varies in the initializer \p Init of an options object: the
/// construction of the options object itself is what the fix keeps, so only
/// its arguments count.
/// For a class derived from the runtime's options (a codebase's
/// `struct ServiceOptions : tidyjson::options { ServiceOptions() : ... }`),
/// what its own construction adds: a user-written constructor that is not
/// constexpr may read anything (it is the dependency), and the derived
/// classes' default member initializers run on every construction.
const Stmt *derivedConstructionDependency(const CXXConstructExpr *CE,
                                          ASTContext &Ctx) {
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  const CXXRecordDecl *RD = Ctor ? Ctor->getParent() : nullptr;
  if (!RD || !RD->hasDefinition() || hasMarker(RD, "tidyjson::options"))
    return nullptr;
  // The classes between it and the runtime's own, whose default member
  // initializers run on every construction.
  bool DerivesFromOptions = false;
  llvm::SmallVector<const CXXRecordDecl *, 4> Classes{RD->getDefinition()};
  RD->forallBases([&](const CXXRecordDecl *Base) {
    if (hasMarker(Base, "tidyjson::options"))
      DerivesFromOptions = true;
    else
      Classes.push_back(Base);
    return true;
  });
  if (!DerivesFromOptions)
    return nullptr;
  if (Ctor->isUserProvided() && !Ctor->isConstexpr() &&
      !Ctor->isInheritingConstructor())
    return CE;
  for (const CXXRecordDecl *C : Classes)
    for (const FieldDecl *F : C->fields())
      if (const Expr *In = F->getInClassInitializer())
        if (const Stmt *Dep = findDependency(In, Ctx))
          return Dep;
  return nullptr;
}

const Stmt *initializerDependency(const Expr *Init, ASTContext &Ctx) {
  const Expr *Top = constructionOf(Init);
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Top)) {
    if (const Stmt *Dep = derivedConstructionDependency(CE, Ctx))
      return Dep;
    for (const Expr *Arg : CE->arguments())
      if (const Stmt *Dep = findDependency(Arg, Ctx))
        return Dep;
    return nullptr;
  }
  if (isa<InitListExpr, CXXParenListInitExpr>(Top)) {
    for (const Stmt *Child : Top->children())
      if (const Stmt *Dep = findDependency(Child, Ctx))
        return Dep;
    return nullptr;
  }
  return findDependency(Top, Ctx);
}

/// "depends on 'x'" or "calls 'f', which is not constexpr", for a note.
std::string describeDependency(const Stmt *Dep) {
  auto Quote = [](const NamedDecl *ND) {
    return "'" + ND->getNameAsString() + "'";
  };
  if (isa<CXXThisExpr>(Dep))
    return "depends on 'this'";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Dep))
    return "depends on " + Quote(DRE->getDecl());
  if (const auto *ME = dyn_cast<MemberExpr>(Dep))
    return "depends on " + Quote(ME->getMemberDecl());
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Dep))
    if (const CXXConstructorDecl *Ctor = CE->getConstructor())
      return "calls the constructor of " + Quote(Ctor->getParent()) +
             ", which is not constexpr";
  if (const auto *Call = dyn_cast<CallExpr>(Dep)) {
    if (const FunctionDecl *FD = Call->getDirectCallee())
      return "calls " + Quote(FD) + ", which is not constexpr";
    return "calls a function that is not constexpr";
  }
  if (const auto *DSDRE = dyn_cast<DependentScopeDeclRefExpr>(Dep))
    return "depends on '" + DSDRE->getDeclName().getAsString() + "'";
  if (isa<LambdaExpr>(Dep))
    return "holds a lambda with captures";
  return "depends on a value computed at run time";
}

//===--- Source text ------------------------------------------------------===//

/// Whether the tokens from \p Begin to \p End (exclusive) spell `constexpr`
/// or `consteval`: a lambda's declarator, between its introducer and body.
bool spellsConstexpr(SourceLocation Begin, SourceLocation End,
                     const SourceManager &SM, const LangOptions &LO) {
  if (Begin.isInvalid() || End.isInvalid() || Begin.isMacroID() ||
      End.isMacroID())
    return true; // cannot tell: assume the worst
  StringRef Text = Lexer::getSourceText(
      CharSourceRange::getCharRange(Begin, End), SM, LO);
  for (StringRef Word : {"constexpr", "consteval"})
    if (Text.contains(Word))
      return true;
  return false;
}

bool isIdentChar(char C) { return isAlphanumeric(C) || C == '_'; }

/// Identifiers in \p Text that start with \p Prefix.
void collectIdentifiers(StringRef Text, StringRef Prefix,
                        llvm::StringSet<> &Out) {
  size_t Pos = 0;
  while ((Pos = Text.find(Prefix, Pos)) != StringRef::npos) {
    size_t End = Pos + Prefix.size();
    while (End < Text.size() && isIdentChar(Text[End]))
      ++End;
    if (Pos == 0 || !isIdentChar(Text[Pos - 1]))
      Out.insert(Text.slice(Pos, End));
    Pos = End;
  }
}

void collectTemplateParamNames(const TemplateParameterList *TPL,
                               llvm::StringSet<> &Out) {
  if (!TPL)
    return;
  for (const NamedDecl *Param : *TPL)
    if (Param->getIdentifier())
      Out.insert(Param->getName());
}

/// Whether control can enter \p S other than at its start: a label inside
/// it, or a `case` of a switch outside it.
bool canBeJumpedInto(const Stmt *S) {
  llvm::SmallPtrSet<const SwitchCase *, 8> InnerCases;
  llvm::SmallVector<const SwitchCase *, 8> Cases;
  bool HasLabel = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *Node) {
    if (!Node || HasLabel)
      return;
    if (isa<LambdaExpr>(Node))
      return; // its labels are its own
    if (isa<LabelStmt>(Node)) {
      HasLabel = true;
      return;
    }
    if (const auto *SW = dyn_cast<SwitchStmt>(Node))
      for (const SwitchCase *C = SW->getSwitchCaseList(); C;
           C = C->getNextSwitchCase())
        InnerCases.insert(C);
    if (const auto *C = dyn_cast<SwitchCase>(Node))
      Cases.push_back(C);
    for (const Stmt *Child : Node->children())
      Walk(Child);
  };
  Walk(S);
  if (HasLabel)
    return true;
  return llvm::any_of(Cases,
                      [&](const SwitchCase *C) { return !InnerCases.count(C); });
}

/// Whether \p DC, or a function or class around it, is a template
/// instantiation: its code is reported once, in the template.
bool inInstantiation(const DeclContext *DC) {
  for (; DC; DC = DC->getParent()) {
    if (const auto *F = dyn_cast<FunctionDecl>(DC)) {
      if (F->isTemplateInstantiation())
        return true;
    } else if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
      if (isTemplateInstantiation(RD->getTemplateSpecializationKind()))
        return true;
    }
  }
  return false;
}

/// Whether \p Var is declared without an initializer (`T name;`).
bool isDefaultInitialized(const VarDecl *Var) {
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(Var->getInit());
  return CE && CE->getNumArgs() == 0 &&
         CE->getParenOrBraceRange().isInvalid() &&
         Var->getInitStyle() != VarDecl::ListInit;
}

bool isCopyConstructible(const CXXRecordDecl *RD) {
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  if (RD->needsImplicitCopyConstructor())
    return !RD->defaultedCopyConstructorIsDeleted();
  for (const CXXConstructorDecl *Ctor : RD->ctors())
    if (Ctor->isCopyConstructor() && !Ctor->isDeleted() &&
        Ctor->getAccess() == AS_public)
      return true;
  return false;
}

/// Whether the source of a paren-initializer would turn `T name(args);`
/// into a function declaration: an argument spelled like a parameter
/// declaration, `U()`, `U(x)`, `U(*p)`, `U(&r)` or `U(a[2])`.
bool hasVexingArgument(const Expr *Construction, const SourceManager &SM,
                       const LangOptions &LO) {
  static const llvm::Regex Declarator(
      "^[[:space:]*&(]*([A-Za-z_][A-Za-z_0-9]*)?[[:space:])]*(\\[.*\\])?"
      "[[:space:])]*$");
  auto Vexing = [&](const Expr *Arg) {
    Arg = stripArgument(Arg);
    if (const auto *Copy = dyn_cast<CXXConstructExpr>(Arg);
        Copy && Copy->isElidable() && Copy->getNumArgs() == 1)
      Arg = stripArgument(Copy->getArg(0));
    SourceLocation LParen;
    SourceLocation RParen;
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(Arg)) {
      LParen = FC->getLParenLoc();
      RParen = FC->getRParenLoc();
    } else if (const auto *TOE = dyn_cast<CXXTemporaryObjectExpr>(Arg)) {
      if (TOE->isListInitialization())
        return false;
      LParen = TOE->getParenOrBraceRange().getBegin();
      RParen = TOE->getParenOrBraceRange().getEnd();
    } else if (const auto *UCE = dyn_cast<CXXUnresolvedConstructExpr>(Arg)) {
      if (UCE->isListInitialization())
        return false;
      LParen = UCE->getLParenLoc();
      RParen = UCE->getRParenLoc();
    } else {
      return isa<CXXScalarValueInitExpr>(Arg);
    }
    if (LParen.isInvalid() || RParen.isInvalid() || LParen.isMacroID() ||
        RParen.isMacroID())
      return true;
    StringRef Inside = Lexer::getSourceText(
        CharSourceRange::getCharRange(LParen.getLocWithOffset(1), RParen), SM,
        LO);
    return Declarator.match(Inside);
  };
  const Expr *Top = constructionOf(Construction);
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Top))
    return llvm::any_of(CE->arguments(), Vexing);
  if (const auto *PL = dyn_cast<CXXParenListInitExpr>(Top))
    return llvm::any_of(PL->getInitExprs(), Vexing);
  return false;
}

/// The line break used in the file at \p Loc ("\r\n" or "\n").
StringRef lineBreakAt(SourceLocation Loc, const SourceManager &SM) {
  bool Invalid = false;
  std::pair<FileID, unsigned> Decomposed = SM.getDecomposedLoc(Loc);
  StringRef Buffer = SM.getBufferData(Decomposed.first, &Invalid);
  if (Invalid)
    return "\n";
  size_t NL = Buffer.find('\n', Decomposed.second);
  if (NL != StringRef::npos && NL > 0 && Buffer[NL - 1] == '\r')
    return "\r\n";
  return "\n";
}

} // namespace

//===--- Options ----------------------------------------------------------===//

JsonOptionsInHotPathCheck::NamePattern::NamePattern(StringRef Pattern)
    : Re(std::make_shared<llvm::Regex>(("^(" + Pattern + ")$").str())) {
  Valid = Re->isValid();
}

bool JsonOptionsInHotPathCheck::NamePattern::matches(
    const NamedDecl &ND) const {
  if (!Valid)
    return false;
  if (const IdentifierInfo *II = ND.getIdentifier())
    if (Re->match(II->getName()))
      return true;
  const std::string Qualified = ND.getQualifiedNameAsString();
  return Re->match(Qualified) || Re->match("::" + Qualified);
}

JsonOptionsInHotPathCheck::JsonOptionsInHotPathCheck(StringRef Name,
                                                     ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      OptionsTypes(utils::options::parseStringList(
          Options.get("OptionsTypes", DefaultOptionsTypes))),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", ""))),
      HotFunctions(Options.get("HotFunctions", "")),
      IgnoredFunctions(utils::options::parseStringList(
          Options.get("IgnoredFunctions", ""))),
      HotOnly(Options.get("HotOnly", false)) {
  // SerializerFunctions extends the runtime's own entry points.
  EntryNames = utils::options::parseStringList(DefaultSerializerFunctions);
  EntryNames.insert(EntryNames.end(), SerializerFunctions.begin(),
                    SerializerFunctions.end());
  if (!HotFunctions.trim().empty()) {
    HotPattern.emplace(HotFunctions.trim());
    if (!HotPattern->isValid())
      configurationDiag("invalid regular expression in option HotFunctions "
                        "of %0: '%1'")
          << Name << HotFunctions;
  }
  for (StringRef Pattern : IgnoredFunctions) {
    if (Pattern.trim().empty())
      continue;
    IgnoredPatterns.emplace_back(Pattern.trim());
    if (!IgnoredPatterns.back().isValid())
      configurationDiag("invalid regular expression in option "
                        "IgnoredFunctions of %0: '%1'")
          << Name << Pattern;
  }
}

void JsonOptionsInHotPathCheck::registerPPCallbacks(const SourceManager &,
                                                    Preprocessor *Pre,
                                                    Preprocessor *) {
  PP = Pre;
}

void JsonOptionsInHotPathCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "OptionsTypes",
                utils::options::serializeStringList(OptionsTypes));
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
  Options.store(Opts, "HotFunctions", HotFunctions);
  Options.store(Opts, "IgnoredFunctions",
                utils::options::serializeStringList(IgnoredFunctions));
  Options.store(Opts, "HotOnly", HotOnly);
}

bool JsonOptionsInHotPathCheck::isOptionsType(QualType T) const {
  if (T.isNull())
    return false;
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD)
    return false;
  const Decl *Key = RD->getCanonicalDecl();
  auto [It, Inserted] = OptionsRecordCache.try_emplace(Key, false);
  if (Inserted) {
    const CXXRecordDecl *Def = RD->getDefinition();
    It->second = isOptionsRecord(Def ? Def : RD, OptionsTypes);
  }
  return It->second;
}

void JsonOptionsInHotPathCheck::registerMatchers(MatchFinder *Finder) {
  const auto OptionsType = qualType(isOptionsTypeBy(
      [this](QualType T) { return isOptionsType(T); }));
  const auto UserCode = unless(isExpansionInSystemHeader());

  // A local options object (automatic storage); instantiations are left to
  // check(), which sees them through DeclContexts without the parent map.
  Finder->addMatcher(varDecl(hasType(OptionsType), unless(parmVarDecl()),
                             hasAutomaticStorageDuration(), UserCode)
                         .bind(LocalId),
                     this);

  // A call with an options argument: check() keeps serializer calls and
  // looks for temporaries among the arguments. Matching top-down keeps the
  // (costly) parent map out of the way until a candidate turns up.
  Finder->addMatcher(
      callExpr(hasAnyArgument(expr(hasType(OptionsType))), UserCode)
          .bind(CallId),
      this);

  // The definitions candidates can sit in. They are matched before the nodes
  // inside them, so check() always knows the one around a candidate and
  // builds a parent map for it alone.
  Finder->addMatcher(functionDecl(isDefinition(), UserCode).bind(RootId), this);
  Finder->addMatcher(
      varDecl(hasGlobalStorage(), hasInitializer(expr()), UserCode)
          .bind(RootId),
      this);
  Finder->addMatcher(
      fieldDecl(hasInClassInitializer(expr()), UserCode).bind(RootId), this);
}

//===--- Placement ------------------------------------------------------===//

std::optional<JsonOptionsInHotPathCheck::Placement>
JsonOptionsInHotPathCheck::place(DynTypedNode Node, ASTContext &Ctx) const {
  Placement P;
  // While true, the code between the node and the current ancestor runs
  // once per run of that ancestor: loops and static initializers count.
  bool CostOpen = true;
  const auto *Self = Node.get<VarDecl>();
  DynTypedNode Child = Node;
  for (int Guard = 0; Guard < 4096; ++Guard) {
    DynTypedNode Parent = parentOf(Child, Ctx);
    if (Parent.getNodeKind().isNone() || Parent.get<TranslationUnitDecl>()) {
      if (!P.Function)
        return std::nullopt; // a namespace-scope initializer runs once
      break;                 // a lambda at namespace scope
    }
    if (const auto *S = Parent.get<Stmt>()) {
      const auto *ChildStmt = Child.get<Stmt>();
      // An unevaluated operand never runs.
      if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr, RequiresExpr,
              ConceptSpecializationExpr, GenericSelectionExpr>(S))
        return std::nullopt;
      if (const auto *Typeid = dyn_cast<CXXTypeidExpr>(S);
          Typeid && !Typeid->isPotentiallyEvaluated())
        return std::nullopt;
      if (const auto *L = dyn_cast<LambdaExpr>(S)) {
        if (ChildStmt && ChildStmt == L->getBody()) {
          if (!P.Function) {
            P.Function = L->getCallOperator();
            P.Body = L->getBody();
            P.InConstexpr = spellsConstexpr(
                L->getIntroducerRange().getEnd(), L->getBody()->getBeginLoc(),
                Ctx.getSourceManager(), Ctx.getLangOpts());
          }
          if (CostOpen && !immediateCall(L, Ctx)) {
            // A lambda held in a local and only called there runs as part of
            // the function, once per call site; any other lambda (a request
            // handler, a callback) runs on its own, once per invocation.
            llvm::SmallVector<const Expr *, 4> Calls;
            bool Inline = lambdaCallSites(L, Ctx, Calls);
            for (const Expr *Call : Calls) {
              bool Crosses = false;
              const Stmt *Loop = loopAround(Call, Ctx, Crosses);
              Inline = Inline && !Crosses;
              if (Loop && !P.Loop)
                P.Loop = Loop;
            }
            if (!Inline) {
              P.Loop = nullptr;
              P.Lambda = L;
              CostOpen = false;
            }
          }
        }
        // A capture initializer runs where the lambda is created.
      } else if (CostOpen && !P.Loop && isLoop(S) && ChildStmt &&
                 runsPerIteration(S, ChildStmt)) {
        P.Loop = S;
      }
    } else if (const auto *D = Parent.get<Decl>()) {
      if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
        if (isLambdaCallOperator(FD) && !P.Function)
          return std::nullopt; // reached without its LambdaExpr: give up
        if (!P.Function) {
          P.Function = FD;
          P.Body = FD->getBody();
          P.InConstexpr = FD->isConstexpr();
        }
        if (!isLambdaCallOperator(FD)) {
          P.Outer = FD;
          break;
        }
      } else if (isa<ParmVarDecl>(D)) {
        // A default argument: evaluated by each caller, not in a body.
        return std::nullopt;
      } else if (const auto *VD = dyn_cast<VarDecl>(D)) {
        // The initializer of a static or thread-local variable runs once.
        if (CostOpen && VD != Self && !VD->hasLocalStorage())
          return std::nullopt;
      } else if (isa<BindingDecl, DecompositionDecl>(D)) {
        // Part of a local declaration.
      } else if (CostOpen || !P.Function) {
        // A default member initializer, or something unknown.
        return std::nullopt;
      }
    } else if (!Parent.get<CXXCtorInitializer>()) {
      // Part of a type or a template argument (decltype, an array bound):
      // not run.
      return std::nullopt;
    }
    Child = Parent;
  }
  if (!P.Function || !P.Body)
    return std::nullopt;

  // The function each run of which builds the object.
  const FunctionDecl *Runs = P.Lambda ? P.Lambda->getCallOperator() : P.Outer;
  if (Runs && Runs->hasAttr<HotAttr>()) {
    P.HotFunction = Runs;
  } else if (!P.Lambda && P.Outer && HotPattern && HotPattern->matches(*P.Outer)) {
    P.HotFunction = P.Outer;
    P.HotByOption = true;
  }
  return P;
}

bool JsonOptionsInHotPathCheck::shouldReport(const Placement &P) const {
  for (const FunctionDecl *FD : {P.Function, P.Outer}) {
    if (!FD)
      continue;
    if (FD->hasAttr<ColdAttr>())
      return false;
    if (!isLambdaCallOperator(FD))
      for (const NamePattern &Pattern : IgnoredPatterns)
        if (Pattern.matches(*FD))
          return false;
  }
  // A one-shot program pays the cost once.
  if (!P.Lambda && !P.Loop && P.Outer && P.Outer->isMain())
    return false;
  if (HotOnly && !P.Loop && !P.HotFunction && !P.Lambda)
    return false;
  return true;
}

void JsonOptionsInHotPathCheck::addPlacementNotes(const Placement &P) {
  if (P.Loop)
    diag(P.Loop->getBeginLoc(), "it is built on every iteration of this loop",
         DiagnosticIDs::Note);
  if (P.HotFunction) {
    if (P.Lambda && P.HotFunction == P.Lambda->getCallOperator())
      diag(P.Lambda->getBeginLoc(), "the lambda is marked hot",
           DiagnosticIDs::Note);
    else
      diag(P.HotFunction->getLocation(),
           "%0 %select{is marked hot|matches the HotFunctions option}1",
           DiagnosticIDs::Note)
          << P.HotFunction << P.HotByOption;
  }
  if (P.Lambda)
    diag(P.Lambda->getBeginLoc(), "it is built on every call of this lambda",
         DiagnosticIDs::Note);
}

std::string JsonOptionsInHotPathCheck::freshName(const Placement &P,
                                                 SourceLocation At,
                                                 ASTContext &Ctx) {
  const void *Key = P.Outer ? static_cast<const void *>(P.Outer)
                            : static_cast<const void *>(P.Body);
  auto [It, Inserted] = NamesInScope.try_emplace(Key);
  llvm::StringSet<> &Names = It->second;
  if (Inserted) {
    // Every identifier of the function (template header included) that
    // could collide, and the template parameters of enclosing classes.
    const SourceManager &SM = Ctx.getSourceManager();
    SourceRange Range = P.Body->getSourceRange();
    if (P.Outer) {
      Range = P.Outer->getSourceRange();
      if (const FunctionTemplateDecl *FTD =
              P.Outer->getDescribedFunctionTemplate())
        Range = FTD->getSourceRange();
      Range.setBegin(P.Outer->getOuterLocStart());
      for (unsigned I = 0; I < P.Outer->getNumTemplateParameterLists(); ++I)
        collectTemplateParamNames(P.Outer->getTemplateParameterList(I), Names);
    }
    CharSourceRange Chars = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Range), SM, Ctx.getLangOpts());
    collectIdentifiers(Lexer::getSourceText(Chars, SM, Ctx.getLangOpts()),
                       HoistedName, Names);
    const DeclContext *DC =
        P.Outer ? P.Outer->getDeclContext() : P.Function->getDeclContext();
    for (; DC; DC = DC->getParent()) {
      if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
        if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
          collectTemplateParamNames(CTD->getTemplateParameters(), Names);
        if (const auto *PS =
                dyn_cast<ClassTemplatePartialSpecializationDecl>(RD))
          collectTemplateParamNames(PS->getTemplateParameters(), Names);
      }
    }
  }
  // A macro of that name where the declaration goes would rewrite it.
  auto IsMacro = [&](StringRef Name) {
    auto Found = Ctx.Idents.find(Name);
    if (Found == Ctx.Idents.end() || !Found->getValue() ||
        !Found->getValue()->hadMacroDefinition())
      return false;
    if (!PP)
      return true;
    return static_cast<bool>(PP->getMacroDefinitionAtLoc(Found->getValue(), At));
  };
  std::string Name = HoistedName;
  for (int I = 2; Names.contains(Name) || IsMacro(Name); ++I)
    Name = std::string(HoistedName) + "_" + std::to_string(I);
  Names.insert(Name);
  return Name;
}

//===--- check() ----------------------------------------------------------===//

JsonOptionsInHotPathCheck::~JsonOptionsInHotPathCheck() = default;

void JsonOptionsInHotPathCheck::noteRoot(const Decl *D,
                                         const SourceManager &SM) {
  // Only outermost definitions: a lambda's call operator or a local class's
  // member belongs to the function (or variable) around it.
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (isa<FunctionDecl>(DC))
      return;
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && RD->isLambda())
      return;
  }
  if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->isLocalVarDecl())
    return;
  CurrentRoot = D;
  RootBegin = SM.getExpansionLoc(D->getBeginLoc());
  RootEnd = SM.getExpansionRange(D->getEndLoc()).getEnd();
}

const Decl *JsonOptionsInHotPathCheck::rootAt(SourceLocation Loc,
                                              const SourceManager &SM) const {
  if (!CurrentRoot || Loc.isInvalid() || RootBegin.isInvalid() ||
      RootEnd.isInvalid())
    return nullptr;
  Loc = SM.getExpansionLoc(Loc);
  return SM.isPointWithin(Loc, RootBegin, RootEnd) ? CurrentRoot : nullptr;
}

namespace {
/// Makes the walks use the local parent map of one definition while a
/// candidate is checked.
class ActivateParents {
public:
  explicit ActivateParents(const LocalParentMap *Map) : Saved(ActiveParents) {
    ActiveParents = Map;
  }
  ~ActivateParents() { ActiveParents = Saved; }
  ActivateParents(const ActivateParents &) = delete;
  ActivateParents &operator=(const ActivateParents &) = delete;

private:
  const LocalParentMap *Saved;
};
} // namespace

void JsonOptionsInHotPathCheck::check(const MatchFinder::MatchResult &Result) {
  ASTContext &Ctx = *Result.Context;
  // Broken code gets no advice: the AST may not say what the user meant.
  if (Ctx.getDiagnostics().hasUncompilableErrorOccurred())
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  if (const auto *Root = Result.Nodes.getNodeAs<Decl>(RootId)) {
    noteRoot(Root, SM);
    return;
  }
  const auto *Var = Result.Nodes.getNodeAs<VarDecl>(LocalId);
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>(CallId);
  if (!Var && !Call)
    return;
  // Outside the definition being traversed, the node is seen again through
  // an implicit expansion (a default member initializer from a constructor,
  // a default argument from a call): it was checked where it is written.
  const Decl *Root = rootAt(Var ? Var->getLocation() : Call->getBeginLoc(), SM);
  if (!Root)
    return;
  // Code in a template instantiation is reported in the template: skip it
  // before building anything.
  if (Var && inInstantiation(Var->getDeclContext()))
    return;
  if (inInstantiation(Root->getDeclContext()) ||
      (isa<FunctionDecl>(Root) &&
       cast<FunctionDecl>(Root)->isTemplateInstantiation()))
    return;
  // A call is only of interest when it goes to an entry point.
  if (Call && !entryPointOfCall(Call, EntryNames))
    return;
  if (!RootParents || RootParents->root() != Root)
    RootParents = std::make_unique<LocalParentMap>(Root);
  ActivateParents Active(RootParents.get());
  if (Var)
    checkLocal(Var, Ctx);
  else
    checkCall(Call, Ctx);
}

void JsonOptionsInHotPathCheck::checkLocal(const VarDecl *Var,
                                           ASTContext &Ctx) {
  if (Var->isInvalidDecl() || !Var->getInit() || Var->isConstexpr() ||
      Var->isCXXForRangeDecl() || Var->isInitCapture() ||
      Var->isExceptionVariable() || isa<DecompositionDecl>(Var) ||
      !Var->getIdentifier())
    return;
  // Code in a template instantiation is reported in the template.
  if (inInstantiation(Var->getDeclContext()))
    return;
  QualType Type = Var->getType();
  if (Type->isReferenceType()) {
    // Only a reference bound to an options object built right here.
    const Expr *Init = constructionOf(Var->getInit());
    if (!isa<CXXConstructExpr, InitListExpr, CXXParenListInitExpr>(Init))
      return;
    if (const auto *CE = dyn_cast<CXXConstructExpr>(Init))
      if (CE->getConstructor() &&
          CE->getConstructor()->isCopyOrMoveConstructor() &&
          !CE->isListInitialization() && !isa<CXXTemporaryObjectExpr>(CE))
        return;
  }
  // A copy of another options object that varies per call starts with an
  // empty cache: reported, with a note. A move takes the cache along.
  const Expr *CopiedFrom = nullptr;
  if (const auto *CE = dyn_cast<CXXConstructExpr>(constructionOf(Var->getInit())))
    if (CE->getConstructor() &&
        CE->getConstructor()->isCopyOrMoveConstructor() &&
        CE->getNumArgs() >= 1 && isOptionsType(CE->getArg(0)->getType()) &&
        findDependency(CE->getArg(0), Ctx)) {
      if (CE->getConstructor()->isMoveConstructor())
        return;
      CopiedFrom = CE->getArg(0);
    }
  const auto *DS = dyn_cast_or_null<DeclStmt>(
      parentOf(DynTypedNode::create(*Var), Ctx).get<Stmt>());
  if (!DS)
    return;
  // A condition variable or a declaration in an init-statement.
  const Stmt *DSParent = parentStmt(DS, Ctx);
  if (!DSParent)
    return;
  if (const auto *If = dyn_cast<IfStmt>(DSParent);
      If && If->getConditionVariableDeclStmt() == DS)
    return;
  if (const auto *While = dyn_cast<WhileStmt>(DSParent);
      While && While->getConditionVariableDeclStmt() == DS)
    return;
  if (const auto *Switch = dyn_cast<SwitchStmt>(DSParent);
      Switch && Switch->getConditionVariableDeclStmt() == DS)
    return;
  if (const auto *For = dyn_cast<ForStmt>(DSParent);
      For && For->getConditionVariableDeclStmt() == DS)
    return;

  std::optional<Placement> P = place(DynTypedNode::create(*Var), Ctx);
  if (!P)
    return;

  // The statements around the declaration, up to the body: a use whose climb
  // reaches one of them is in the declaration's own scope.
  llvm::SmallPtrSet<const Stmt *, 16> Stop;
  for (const Stmt *S = DS; S && S != P->Body; S = parentStmt(S, Ctx))
    Stop.insert(S);

  bool AnySerializer = false;
  bool AnyUseOnce = false;
  const Stmt *Mutation = nullptr;
  SourceLocation ExplicitCapture;
  // The mutation analysis asks clang's parent map for the whole translation
  // unit; only types that can be modified at all need it.
  const bool Modifiable = mayBeModified(Type.getNonReferenceType()->getAsCXXRecordDecl());
  std::optional<ExprMutationAnalyzer> Analyzer;
  for (const DeclRefExpr *Use :
       utils::decl_ref_expr::allDeclRefExprs(*Var, *P->Body, Ctx)) {
    if (isUnevaluatedUse(Use, P->Body, Ctx))
      continue;
    const UseInfo Info = classifyUse(Use, Ctx, EntryNames);
    if (Info.Kind == UseKind::Escape)
      return; // stored, returned, or handed to code that may keep it
    UseContext C;
    climb(Use, Stop, *P->Body, Ctx, C, 0);
    if (C.Escapes)
      return; // used by a lambda that may outlive the scope
    switch (Info.Kind) {
    case UseKind::Serializer:
      AnySerializer = true;
      AnyUseOnce = AnyUseOnce || !C.PerIteration;
      break;
    case UseKind::Member:
      if (!Mutation && Modifiable) {
        if (!Analyzer)
          Analyzer.emplace(*P->Body, Ctx);
        Mutation = Analyzer->findMutation(Use);
      }
      break;
    case UseKind::Capture:
      if (Info.ExplicitCapture.isValid() && ExplicitCapture.isInvalid())
        ExplicitCapture = Info.ExplicitCapture;
      break;
    case UseKind::Escape:
      break;
    }
  }
  if (!AnySerializer)
    return;
  // Built once before a loop that reuses it: the cost is amortized over
  // that loop (also when an outer loop builds one object per iteration).
  if (!AnyUseOnce)
    return;
  if (!shouldReport(*P))
    return;

  // Why no fix, if there is a reason; the note goes to Where.
  std::string Reason;
  SourceLocation Where = Var->getLocation();
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const Stmt *Dep = initializerDependency(Var->getInit(), Ctx);
  auto FirstToken = [&]() -> StringRef {
    SourceLocation B = Var->getBeginLoc();
    return Lexer::getSourceText(
        CharSourceRange::getTokenRange(B, B), SM, LO);
  };
  const bool InBlock = isa<CompoundStmt, SwitchCase, LabelStmt>(DSParent);
  if (Var->getBeginLoc().isMacroID() || Var->getLocation().isMacroID()) {
    Reason = "no fix inside a macro expansion; hoist the options object by "
             "hand";
  } else if (!DS->isSingleDecl()) {
    Reason = "no fix for a declaration of several variables; declare one per "
             "statement";
  } else if (!InBlock ||
             llvm::is_contained({"alignas", "_Alignas", "__attribute__",
                                 "__declspec", "[", "static", "thread_local"},
                                FirstToken())) {
    Reason = "no fix for a declaration in this position; make it static by "
             "hand";
  } else if (P->InConstexpr) {
    Reason = "no fix in a constexpr function, which cannot hold a static "
             "variable; build the options object outside it";
  } else if (!Type->isReferenceType() && !Type.isConstQualified() &&
             isDefaultInitialized(Var) &&
             !(Type->getAsCXXRecordDecl() &&
               Type->getAsCXXRecordDecl()->hasDefinition() &&
               Type->getAsCXXRecordDecl()->allowConstDefaultInit())) {
    Reason = "no fix: a const object of this type needs an initializer; "
             "write one, then make it static";
  } else if (CopiedFrom) {
    Where = CopiedFrom->getBeginLoc();
    Reason = "'" + Var->getNameAsString() +
             "' is a copy, which starts with an empty cache; bind a const "
             "reference to the original instead";
  } else if (Dep) {
    Where = Dep->getBeginLoc();
    Reason = "the initializer " + describeDependency(Dep) +
             "; keep one options object per distinct value";
  } else if (Mutation) {
    Where = Mutation->getBeginLoc();
    Reason = "'" + Var->getNameAsString() +
             "' is modified after it is built; give every setting in its "
             "initializer";
  } else if (ExplicitCapture.isValid()) {
    Where = ExplicitCapture;
    Reason = "'" + Var->getNameAsString() +
             "' is captured by name here; a static variable needs no capture";
  }

  {
    auto D = diag(Var->getLocation(),
                  "options object %0 is built on every call; its per-type "
                  "metadata cache is rebuilt each time")
             << Var;
    if (Reason.empty()) {
      // `static` alone when the object (or what a reference binds) is const,
      // and with `decltype(auto)`, which takes no other specifier.
      const bool IsConst = Type->isReferenceType()
                               ? Type.getNonReferenceType().isConstQualified()
                               : Type.isConstQualified();
      const AutoType *Deduced = Type->getContainedAutoType();
      const bool DecltypeAuto = Deduced && Deduced->isDecltypeAuto();
      D << FixItHint::CreateInsertion(Var->getBeginLoc(), IsConst || DecltypeAuto
                                                              ? "static "
                                                              : "static const ");
    }
  }
  addPlacementNotes(*P);
  if (!Reason.empty())
    diag(Where, Reason, DiagnosticIDs::Note);
}

//===--- Temporaries ------------------------------------------------------===//

struct JsonOptionsInHotPathCheck::Temporary {
  const Expr *Written = nullptr;      // what the fix replaces
  const Expr *Construction = nullptr; // the construction inside it
  const CallExpr *Call = nullptr;
  unsigned ArgIndex = 0;
  bool BracedList = false;         // `{...}`: the type is not written
  bool ImplicitConversion = false; // `f(o, setting)` converted implicitly
  bool InConditional = false;      // an arm of ?:
  std::optional<Placement> P;
  std::string Reason;
  SourceLocation Where;
  std::string Declaration; // "static const T name{...};"
  std::string Name;
  CharSourceRange Range;
};

namespace {

/// Appends to \p Out the options temporaries written in argument \p Arg
/// (index \p Index) of \p Call: `T{...}`, `T(...)`, a braced list, or a
/// construction by implicit conversion, also as the arms of ?:. Copies and
/// moves of existing objects are not temporaries built here.
template <class TemporaryT>
void collectTemporaries(const CallExpr *Call, const Expr *Arg, unsigned Index,
                        bool InConditional,
                        const std::function<bool(QualType)> &IsOptions,
                        llvm::SmallVectorImpl<TemporaryT> &Out, int Depth = 0) {
  const Expr *E = Arg;
  for (int Guard = 0; E && Guard < 64; ++Guard) {
    const Expr *Next = E;
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
      Next = EWC->getSubExpr();
    else if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(E))
      Next = MTE->getSubExpr();
    else if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(E))
      Next = BTE->getSubExpr();
    else if (const auto *PE = dyn_cast<ParenExpr>(E))
      Next = PE->getSubExpr();
    else if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
      CastKind K = ICE->getCastKind();
      if (K == CK_NoOp || K == CK_ConstructorConversion ||
          K == CK_DerivedToBase || K == CK_UncheckedDerivedToBase)
        Next = ICE->getSubExpr();
    } else if (const auto *Copy = dyn_cast<CXXConstructExpr>(E);
               Copy && Copy->isElidable() && Copy->getNumArgs() == 1) {
      Next = Copy->getArg(0); // a copy that C++14 may elide
    }
    if (Next == E)
      break;
    E = Next;
  }
  if (!E)
    return;
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    if (Depth < 8) {
      collectTemporaries(Call, CO->getTrueExpr(), Index, true, IsOptions, Out,
                         Depth + 1);
      collectTemporaries(Call, CO->getFalseExpr(), Index, true, IsOptions, Out,
                         Depth + 1);
    }
    return;
  }
  if (!IsOptions(E->getType()))
    return;
  TemporaryT T;
  T.Call = Call;
  T.ArgIndex = Index;
  T.InConditional = InConditional;
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) {
    T.Written = FC;
    T.Construction = constructionOf(FC->getSubExpr());
  } else if (isa<CXXTemporaryObjectExpr>(E)) {
    T.Written = T.Construction = E;
  } else if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    const CXXConstructorDecl *Ctor = CE->getConstructor();
    if (!Ctor || CE->isStdInitListInitialization())
      return;
    if (Ctor->isCopyOrMoveConstructor() && CE->getNumArgs() >= 1 &&
        IsOptions(CE->getArg(0)->getType()))
      return; // a copy or a move of an existing object
    if (CE->isListInitialization())
      T.BracedList = true;
    else
      T.ImplicitConversion = true;
    T.Written = T.Construction = CE;
  } else if (isa<InitListExpr>(E)) {
    T.Written = T.Construction = E;
    T.BracedList = true;
  } else {
    return;
  }
  Out.push_back(std::move(T));
}

/// The statement a `static const` declaration can be put right before: the
/// innermost statement around \p E that sits in a block (or after a label
/// that sits in a block). Null when there is none within the callable.
const Stmt *anchorOf(const Expr *E, ASTContext &Ctx) {
  DynTypedNode N = DynTypedNode::create(*E);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    DynTypedNode PN = parentOf(N, Ctx);
    if (const auto *P = PN.get<Stmt>()) {
      const auto *Child = N.get<Stmt>();
      // A capture initializer runs where the lambda is created; a body has
      // found its anchor before getting here.
      if (const auto *L = dyn_cast<LambdaExpr>(P); L && Child == L->getBody())
        return nullptr;
      if (Child && isa<CompoundStmt>(P))
        return Child;
      if (Child && isa<SwitchCase, LabelStmt>(P)) {
        // After a label: fine when the labels sit in a block; otherwise go
        // on to the statement around them.
        const Stmt *Top = P;
        while (const Stmt *Up = parentStmt(Top, Ctx)) {
          if (!isa<SwitchCase, LabelStmt>(Up))
            break;
          Top = Up;
        }
        if (isa_and_nonnull<CompoundStmt>(parentStmt(Top, Ctx)))
          return Child;
      }
      N = PN;
      continue;
    }
    const auto *D = PN.get<Decl>();
    if (const auto *VD = dyn_cast_or_null<VarDecl>(D);
        VD && VD->isLocalVarDeclOrParm() && !isa<ParmVarDecl>(VD)) {
      N = PN;
      continue;
    }
    if (isa_and_nonnull<BindingDecl, DecompositionDecl>(D)) {
      N = PN;
      continue;
    }
    return nullptr;
  }
  return nullptr;
}

} // namespace

void JsonOptionsInHotPathCheck::checkCall(const CallExpr *Call,
                                          ASTContext &Ctx) {
  if (!entryPointOfCall(Call, EntryNames))
    return;
  const std::function<bool(QualType)> IsOptions = [this](QualType T) {
    return isOptionsType(T);
  };
  llvm::SmallVector<Temporary, 2> Own;
  for (unsigned I = 0, N = Call->getNumArgs(); I < N; ++I)
    collectTemporaries(Call, Call->getArg(I), I, false, IsOptions, Own);
  for (Temporary &First : Own) {
    if (DoneTemporaries.contains(
            First.Written->getBeginLoc().getRawEncoding()))
      continue;
    // Nothing to report where the construction does not run per call.
    if (!place(DynTypedNode::create(*First.Written), Ctx))
      continue;

    llvm::SmallVector<Temporary, 4> Temps;
    const Stmt *Anchor = anchorOf(First.Written, Ctx);
    if (!Anchor) {
      Temps.push_back(First);
    } else {
      // Every temporary of the statement, so that one fix hoists them all.
      if (!DoneAnchors.insert(Anchor).second)
        continue;
      const auto OptionsType = qualType(isOptionsTypeBy(IsOptions));
      auto Found = match(
          findAll(callExpr(hasAnyArgument(expr(hasType(OptionsType))))
                      .bind(TempId)),
          *Anchor, Ctx);
      llvm::DenseSet<unsigned> Seen;
      for (const BoundNodes &Nodes : Found) {
        const auto *Other = Nodes.getNodeAs<CallExpr>(TempId);
        if (!Other || !entryPointOfCall(Other, EntryNames))
          continue;
        llvm::SmallVector<Temporary, 2> OfOther;
        for (unsigned I = 0, N = Other->getNumArgs(); I < N; ++I)
          collectTemporaries(Other, Other->getArg(I), I, false, IsOptions,
                             OfOther);
        for (Temporary &T : OfOther)
          if (anchorOf(T.Written, Ctx) == Anchor &&
              Seen.insert(T.Written->getBeginLoc().getRawEncoding()).second)
            Temps.push_back(std::move(T));
      }
      const SourceManager &SM = Ctx.getSourceManager();
      llvm::sort(Temps, [&](const Temporary &A, const Temporary &B) {
        return SM.isBeforeInTranslationUnit(A.Written->getBeginLoc(),
                                            B.Written->getBeginLoc());
      });
    }
    for (const Temporary &T : Temps)
      DoneTemporaries.insert(T.Written->getBeginLoc().getRawEncoding());
    reportTemporaries(Temps, Anchor, Ctx);
  }
}

void JsonOptionsInHotPathCheck::reportTemporaries(
    llvm::SmallVectorImpl<Temporary> &Temps, const Stmt *Anchor,
    ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  auto Text = [&](SourceRange R) {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM, LO);
  };

  llvm::SmallVector<Temporary *, 4> Reported;
  for (Temporary &T : Temps) {
    T.P = place(DynTypedNode::create(*T.Written), Ctx);
    if (T.P && shouldReport(*T.P))
      Reported.push_back(&T);
  }
  if (Reported.empty())
    return;

  const bool AnchorJumpedInto = Anchor && canBeJumpedInto(Anchor);
  for (Temporary *TP : Reported) {
    Temporary &T = *TP;
    T.Where = T.Written->getBeginLoc();
    T.Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(T.Written->getSourceRange()), SM, LO);
    const Stmt *Dep = initializerDependency(T.Written, Ctx);
    const QualType Type = T.Written->getType().getUnqualifiedType();

    // The type as written (or spelled in full) and the initializer.
    std::string TypeText;
    std::string InitText;
    SourceRange TypeRange;
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(T.Written))
      TypeRange = FC->getTypeInfoAsWritten()->getTypeLoc().getSourceRange();
    else if (const auto *TOE = dyn_cast<CXXTemporaryObjectExpr>(T.Written))
      TypeRange = TOE->getTypeSourceInfo()->getTypeLoc().getSourceRange();
    if (TypeRange.isValid()) {
      TypeText = Text(TypeRange).str();
      SourceLocation AfterType =
          Lexer::getLocForEndOfToken(TypeRange.getEnd(), 0, SM, LO);
      InitText = Lexer::getSourceText(
                     CharSourceRange::getCharRange(AfterType,
                                                   T.Range.getEnd()),
                     SM, LO)
                     .ltrim()
                     .str();
    } else {
      PrintingPolicy Policy(LO);
      Policy.SuppressUnwrittenScope = true;
      TypeText = TypeName::getFullyQualifiedName(Type, Ctx, Policy,
                                                 /*WithGlobalNsPrefix=*/true);
      if (StringRef(TypeText).contains('(') ||
          StringRef(TypeText).contains("lambda"))
        TypeText.clear();
      InitText = Text(T.Written->getSourceRange()).str();
      if (T.ImplicitConversion)
        InitText = " = " + InitText;
    }
    if (InitText == "()")
      InitText = "{}";
    bool NeedsCxx17 = T.ImplicitConversion;
    if (StringRef(InitText).starts_with("(") &&
        hasVexingArgument(T.Construction, SM, LO)) {
      // `T name(U());` would declare a function: copy-initialize instead.
      InitText = " = " + TypeText + InitText;
      NeedsCxx17 = true;
    }

    const Stmt *Late = nullptr;
    if (Anchor) {
      auto Refs = match(findAll(declRefExpr().bind("ref")), *T.Written, Ctx);
      for (const BoundNodes &B : Refs) {
        const auto *DRE = B.getNodeAs<DeclRefExpr>("ref");
        const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
        if (VD && VD->isLocalVarDeclOrParm() &&
            !SM.isBeforeInTranslationUnit(VD->getLocation(),
                                          Anchor->getBeginLoc())) {
          Late = DRE;
          break;
        }
      }
    }

    if (T.Written->getBeginLoc().isMacroID() ||
        T.Written->getEndLoc().isMacroID() || T.Range.isInvalid() ||
        (Anchor && Anchor->getBeginLoc().isMacroID())) {
      T.Reason = "no fix inside a macro expansion; hoist the options object "
                 "by hand";
    } else if (T.P->InConstexpr) {
      T.Reason = "no fix in a constexpr function, which cannot hold a static "
                 "variable; build the options object outside it";
    } else if (Dep) {
      T.Where = Dep->getBeginLoc();
      T.Reason = "the initializer " + describeDependency(Dep) +
                 "; keep one options object per distinct value";
    } else if (!Anchor) {
      T.Reason = "no fix: there is no statement in a block to hoist it "
                 "before; make it a static object by hand";
    } else if (AnchorJumpedInto) {
      T.Reason = "no fix: a jump into the statement would skip the "
                 "initialization of a hoisted object; hoist it by hand";
    } else if (!acceptsConstLvalue(T.Call, T.ArgIndex, false, EntryNames)) {
      T.Reason = "no fix: the serializer does not take the options object by "
                 "const reference";
    } else if (T.InConditional &&
               !isCopyConstructible(Type->getAsCXXRecordDecl())) {
      T.Reason = "no fix: '?:' would have to copy the hoisted object, and "
                 "its type cannot be copied";
    } else if (TypeText.empty() || InitText.empty()) {
      T.Reason = "no fix: its type cannot be spelled here";
    } else if (NeedsCxx17 && !LO.CPlusPlus17) {
      T.Reason = "no fix before C++17 for this form of initialization";
    } else if (Late) {
      T.Where = Late->getBeginLoc();
      T.Reason = "no fix: the initializer names a variable declared inside "
                 "the statement";
    } else {
      T.Declaration = "static const " + TypeText + " %NAME%" + InitText + ";";
    }
  }

  // One fix for all the fixable temporaries of the statement, carried by the
  // first of them, so that no two fixes insert at the same place.
  Temporary *Carrier = nullptr;
  std::string Insertion;
  if (Anchor) {
    const SourceLocation AnchorBegin = Anchor->getBeginLoc();
    const StringRef Indent = Lexer::getIndentationForLine(AnchorBegin, SM);
    const bool OwnLine = SM.getSpellingColumnNumber(AnchorBegin) ==
                         Indent.size() + 1;
    const StringRef Break = lineBreakAt(AnchorBegin, SM);
    for (Temporary *TP : Reported) {
      if (TP->Declaration.empty())
        continue;
      if (!Carrier)
        Carrier = TP;
      TP->Name = freshName(*TP->P, AnchorBegin, Ctx);
      std::string Decl = TP->Declaration;
      Decl.replace(Decl.find("%NAME%"), 6, TP->Name);
      Insertion += Decl;
      Insertion += OwnLine ? (Break + Indent).str() : std::string(" ");
    }
  }

  for (Temporary *TP : Reported) {
    Temporary &T = *TP;
    {
      auto D = diag(T.Written->getBeginLoc(),
                    "temporary options object is built on every call; its "
                    "per-type metadata cache is rebuilt each time");
      if (&T == Carrier) {
        D << FixItHint::CreateInsertion(Anchor->getBeginLoc(), Insertion);
        for (Temporary *Other : Reported)
          if (!Other->Name.empty())
            D << FixItHint::CreateReplacement(Other->Range, Other->Name);
      }
    }
    addPlacementNotes(*T.P);
    if (!T.Reason.empty())
      diag(T.Where, T.Reason, DiagnosticIDs::Note);
    else if (Carrier && &T != Carrier)
      diag(Carrier->Written->getBeginLoc(),
           "hoisted by the fix for this options object of the same statement",
           DiagnosticIDs::Note);
  }
}

void JsonOptionsInHotPathCheck::onEndOfTranslationUnit() {
  CurrentRoot = nullptr;
  RootParents.reset();
  OptionsRecordCache.clear();
  NamesInScope.clear();
  DoneAnchors.clear();
  DoneTemporaries.clear();
}

} // namespace clang::tidy::json
