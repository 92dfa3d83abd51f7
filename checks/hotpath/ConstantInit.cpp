//===--- ConstantInit.cpp - clang-tidy ------------------------------------===//

#include "ConstantInit.h"
#include "model/Contract.h"
#include "model/Markers.h"
#include "support/ASTUtils.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/IgnoreExpr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace clang::tidy::json {

namespace {

/// Whether a variable with static storage holds the same value on every
/// call: a constexpr variable, or a const object (not a reference: what a
/// reference designates is a question of its own, see referentIsConstant).
/// A const scalar (or array of them) must also be initialized by a constant
/// seen here: one initialized at run time, or in another file, reads as zero
/// until its initializer has run, and a call made while other globals are
/// initialized may come first, whose value a hoisted `static const` would
/// keep. A const class object is built by its initializer: reading it
/// before then is already undefined, so it is fixed once built.
bool isFixedStaticVar(const VarDecl *VD) {
  if (VD->isConstexpr() && !VD->getType()->isReferenceType())
    return true;
  if (VD->hasLocalStorage() || VD->getTLSKind() != VarDecl::TLS_None)
    return false;
  const QualType T = VD->getType();
  if (T->isReferenceType() || !T.isConstQualified() || T.isVolatileQualified())
    return false;
  if (T->getBaseElementTypeUnsafe()->isRecordType())
    return true;
  const VarDecl *Def = VD->getInitializingDeclaration();
  if (!Def)
    return false; // defined in another file
  if (Def->getInit()->isValueDependent())
    return true; // a template's: each instantiation is checked
  return Def->hasConstantInitialization();
}

/// The function (template pattern) whose body holds \p E.
const FunctionDecl *enclosingFunction(const Expr *E, ASTContext &Ctx) {
  DynTypedNode N = DynTypedNode::create(*E);
  for (int Guard = 0; Guard < 256; ++Guard) {
    const DynTypedNodeList Parents = Ctx.getParents(N);
    if (Parents.empty())
      return nullptr;
    N = Parents[0];
    if (const auto *FD = N.get<FunctionDecl>())
      if ((FD->getDescribedFunctionTemplate() ||
           FD->getTemplatedKind() == FunctionDecl::TK_MemberSpecialization ||
           FD->isDependentContext()) &&
          !isLambdaCallOperator(FD))
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
      if (Spec->hasBody() &&
          isTemplateInstantiation(Spec->getTemplateSpecializationKind()))
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

/// The outermost expression of a body spelled over exactly a range.
class SameRangeFinder : public RecursiveASTVisitor<SameRangeFinder> {
public:
  explicit SameRangeFinder(SourceRange Range) : Range(Range) {}
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitExpr(Expr *E) {
    if (E->getSourceRange() != Range)
      return true;
    Found = E;
    return false; // pre-order: the first one is the outermost
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

bool referentIsConstant(const Expr *E, ASTContext &Ctx, int Depth);
bool pointeeIsConstant(const Expr *E, ASTContext &Ctx, int Depth);

/// Whether variable \p VD, read as an object, is a constant: a constant
/// object, or a reference with static storage bound to one.
bool varIsConstantObject(const VarDecl *VD, ASTContext &Ctx, int Depth) {
  if (!VD->getType()->isReferenceType())
    return isFixedStaticVar(VD);
  if (VD->hasLocalStorage() || VD->getTLSKind() != VarDecl::TLS_None)
    return false;
  // An `extern` reference bound in another translation unit is unknown.
  const Expr *Init = VD->getAnyInitializer();
  return Init && referentIsConstant(Init, Ctx, Depth + 1);
}

/// Whether the lvalue \p E designates a constant object: a constant
/// variable, or a member or element of one, reached without going through a
/// reference or a pointer whose object may change. A `const` view of an
/// object is not a constant: the object may be changed through another name.
bool referentIsConstant(const Expr *E, ASTContext &Ctx, int Depth) {
  if (!E || Depth > 16)
    return false;
  E = E->IgnoreParens();
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
    const CastKind K = ICE->getCastKind();
    return (K == CK_NoOp || K == CK_DerivedToBase ||
            K == CK_UncheckedDerivedToBase) &&
           referentIsConstant(ICE->getSubExpr(), Ctx, Depth + 1);
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (isa<TemplateParamObjectDecl>(DRE->getDecl()))
      return true;
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    return VD && varIsConstantObject(VD, Ctx, Depth);
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (const auto *VD = dyn_cast<VarDecl>(ME->getMemberDecl()))
      return varIsConstantObject(VD, Ctx, Depth);
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD || FD->isMutable() || FD->getType()->isReferenceType())
      return false;
    return ME->isArrow() ? pointeeIsConstant(ME->getBase(), Ctx, Depth + 1)
                         : referentIsConstant(ME->getBase(), Ctx, Depth + 1);
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_Deref &&
           pointeeIsConstant(UO->getSubExpr(), Ctx, Depth + 1);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return !findDependency(AS->getIdx(), Ctx) &&
           pointeeIsConstant(AS->getBase(), Ctx, Depth + 1);
  if (const auto *SNTTP = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return referentIsConstant(SNTTP->getReplacement(), Ctx, Depth + 1);
  // A temporary bound to a reference with static storage lives as long.
  if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(E))
    return MTE->getStorageDuration() == SD_Static &&
           !findDependency(MTE->getSubExpr(), Ctx);
  return false;
}

/// Whether the pointer \p E points to a constant object: its value is fixed
/// (a constant, or a constant pointer variable) and what it points to is a
/// constant.
bool pointeeIsConstant(const Expr *E, ASTContext &Ctx, int Depth) {
  if (!E || Depth > 16)
    return false;
  E = E->IgnoreParens();
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
    switch (ICE->getCastKind()) {
    case CK_ArrayToPointerDecay:
      return referentIsConstant(ICE->getSubExpr(), Ctx, Depth + 1);
    case CK_LValueToRValue:
    case CK_NoOp:
    case CK_DerivedToBase:
    case CK_UncheckedDerivedToBase:
      return pointeeIsConstant(ICE->getSubExpr(), Ctx, Depth + 1);
    default:
      return false;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_AddrOf &&
           referentIsConstant(UO->getSubExpr(), Ctx, Depth + 1);
  const ValueDecl *D = nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    D = DRE->getDecl();
  else if (const auto *ME = dyn_cast<MemberExpr>(E); ME && !ME->isArrow())
    D = ME->getMemberDecl();
  if (const auto *VD = dyn_cast_or_null<VarDecl>(D)) {
    // The pointer's own value must be fixed, then what it was set to.
    if (!isFixedStaticVar(VD))
      return false;
    const Expr *Init = VD->getAnyInitializer();
    return Init && pointeeIsConstant(Init, Ctx, Depth + 1);
  }
  if (const auto *SNTTP = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return pointeeIsConstant(SNTTP->getReplacement(), Ctx, Depth + 1);
  return false;
}

/// The name to blame when reading through the reference or pointer \p E
/// does not give a constant: the variable or member it names, if any.
const Stmt *viewDependency(const Expr *E, const Stmt *Otherwise) {
  E = E->IgnoreParenImpCasts();
  if (isa<DeclRefExpr, MemberExpr>(E))
    return E;
  return Otherwise;
}

/// Whether \p E names a non-type template parameter (in the template).
bool namesTemplateParameter(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE && isa<NonTypeTemplateParmDecl>(DRE->getDecl());
}

const Stmt *childrenDependency(const Stmt *S, ASTContext &Ctx) {
  for (const Stmt *Child : S->children())
    if (const Stmt *Dep = findDependency(Child, Ctx))
      return Dep;
  return nullptr;
}

/// A name: a template parameter (a reference or a pointer only when what
/// it designates is a constant in every instantiation), an enumerator, a
/// function, a fixed variable, or a reference bound to a constant object.
const Stmt *nameDependency(const DeclRefExpr *DRE, ASTContext &Ctx) {
  const ValueDecl *D = DRE->getDecl();
  if (const auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(D))
    return (NTTP->getType()->isReferenceType() ||
            NTTP->getType()->isPointerType()) &&
                   !constantInEveryInstantiation(DRE, Ctx)
               ? DRE
               : nullptr;
  if (isa<EnumConstantDecl, FunctionDecl, TemplateParamObjectDecl, MSGuidDecl,
          UnnamedGlobalConstantDecl>(D))
    return nullptr;
  if (const auto *VD = dyn_cast<VarDecl>(D))
    return varIsConstantObject(VD, Ctx, 0) ? nullptr : DRE;
  return DRE;
}

const Stmt *memberDependency(const MemberExpr *ME, ASTContext &Ctx) {
  const ValueDecl *Member = ME->getMemberDecl();
  if (isa<EnumConstantDecl>(Member))
    return nullptr;
  if (const auto *VD = dyn_cast<VarDecl>(Member))
    return varIsConstantObject(VD, Ctx, 0) ? nullptr : ME;
  if (const auto *FD = dyn_cast<FieldDecl>(Member)) {
    if (FD->isMutable() || FD->getType()->isReferenceType())
      return ME;
    if (ME->isArrow() &&
        !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())) {
      // Through a pointer: its object must be a constant.
      if (pointeeIsConstant(ME->getBase(), Ctx, 0) ||
          (namesTemplateParameter(ME->getBase()) &&
           constantInEveryInstantiation(ME, Ctx)))
        return nullptr;
      return viewDependency(ME->getBase(), ME);
    }
    const Stmt *Dep = findDependency(ME->getBase(), Ctx);
    return Dep && isa<CXXThisExpr>(Dep) ? ME : Dep; // name the member
  }
  // A bound member function: the call decides.
  return findDependency(ME->getBase(), Ctx);
}

const Stmt *unaryDependency(const UnaryOperator *UO, ASTContext &Ctx) {
  switch (UO->getOpcode()) {
  case UO_PostInc:
  case UO_PostDec:
  case UO_PreInc:
  case UO_PreDec:
    return UO;
  case UO_Deref:
    // Through a pointer: its object must be a constant.
    if (pointeeIsConstant(UO->getSubExpr(), Ctx, 0) ||
        (namesTemplateParameter(UO->getSubExpr()) &&
         constantInEveryInstantiation(UO, Ctx)))
      return nullptr;
    return viewDependency(UO->getSubExpr(), UO);
  case UO_AddrOf: {
    // The address of a function or of an object with static storage.
    const Expr *Sub = UO->getSubExpr()->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Sub)) {
      if (isa<FunctionDecl>(DRE->getDecl()))
        return nullptr;
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        return !VD->hasLocalStorage() && VD->getTLSKind() == VarDecl::TLS_None
                   ? nullptr
                   : UO;
    }
    return findDependency(UO->getSubExpr(), Ctx);
  }
  default:
    return findDependency(UO->getSubExpr(), Ctx);
  }
}

/// A constexpr call or construction is as constant as its arguments. A call
/// the language can evaluate (of a literal type, outside a template) is a
/// constant only if it evaluates as one: a constexpr function may read a
/// global that changes.
const Stmt *callDependency(const Expr *E, ASTContext &Ctx) {
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->isConstexpr())
      return E;
    if (!E->isValueDependent() && !E->isTypeDependent() &&
        E->getType()->isLiteralType(Ctx))
      return E->isCXX11ConstantExpr(Ctx) ? nullptr : E;
    return childrenDependency(Call, Ctx);
  }
  const auto *CE = cast<CXXConstructExpr>(E);
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  if (!Ctor || (!Ctor->isConstexpr() && !Ctor->isTrivial()))
    return E;
  for (const Expr *Arg : CE->arguments())
    if (const Stmt *Dep = findDependency(Arg, Ctx))
      return Dep;
  return nullptr;
}

/// Whether \p E is a constant by the language's own rules, or a literal or
/// trait that is one.
bool isConstant(const Expr *E, ASTContext &Ctx) {
  if (!E->isTypeDependent() && !E->isValueDependent() &&
      !isa<CXXThisExpr, SourceLocExpr>(E) && E->getType()->isLiteralType(Ctx) &&
      !E->HasSideEffects(Ctx) && E->isCXX11ConstantExpr(Ctx))
    return true;
  return isa<IntegerLiteral, FloatingLiteral, StringLiteral, CharacterLiteral,
             CXXBoolLiteralExpr, CXXNullPtrLiteralExpr, ImaginaryLiteral,
             FixedPointLiteral, GNUNullExpr, SizeOfPackExpr,
             UnaryExprOrTypeTraitExpr, CXXScalarValueInitExpr,
             ImplicitValueInitExpr, TypeTraitExpr, CXXNoexceptExpr,
             ConceptSpecializationExpr, RequiresExpr>(E);
}

} // namespace

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
  if (isConstant(E, Ctx))
    return nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return nameDependency(DRE, Ctx);
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return memberDependency(ME, Ctx);
  if (const auto *SNTTP = dyn_cast<SubstNonTypeTemplateParmExpr>(E)) {
    // A reference argument designates an object that may change.
    if (SNTTP->getParameterType(Ctx)->isReferenceType())
      return referentIsConstant(SNTTP->getReplacement(), Ctx, 0) ? nullptr : E;
    return findDependency(SNTTP->getReplacement(), Ctx);
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    if (const Stmt *Dep = findDependency(AS->getIdx(), Ctx))
      return Dep;
    if (referentIsConstant(AS, Ctx, 0))
      return nullptr;
    const Expr *Base = AS->getBase()->IgnoreParens();
    if (const auto *Decay = dyn_cast<ImplicitCastExpr>(Base);
        Decay && Decay->getCastKind() == CK_ArrayToPointerDecay)
      return findDependency(Decay->getSubExpr(), Ctx);
    return viewDependency(AS->getBase(), E);
  }
  if (isa<CallExpr, CXXConstructExpr>(E))
    return callDependency(E, Ctx);
  if (const auto *Def = dyn_cast<CXXDefaultArgExpr>(E))
    return findDependency(Def->getExpr(), Ctx);
  if (const auto *Def = dyn_cast<CXXDefaultInitExpr>(E))
    return findDependency(Def->getExpr(), Ctx);
  if (const auto *OVE = dyn_cast<OpaqueValueExpr>(E))
    return findDependency(OVE->getSourceExpr(), Ctx);
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return unaryDependency(UO, Ctx);
  if (const auto *BO = dyn_cast<BinaryOperator>(E);
      BO && (BO->isAssignmentOp() || BO->isCompoundAssignmentOp()))
    return E;
  if (!isa<CastExpr, ParenExpr, MaterializeTemporaryExpr, ExprWithCleanups,
           CXXBindTemporaryExpr, InitListExpr, BinaryOperator,
           AbstractConditionalOperator, ParenListExpr, CXXParenListInitExpr,
           CXXStdInitializerListExpr, ConstantExpr, ArrayInitLoopExpr,
           ArrayInitIndexExpr, DesignatedInitExpr>(E))
    return E;
  return childrenDependency(E, Ctx);
}

const Expr *constructionOf(const Expr *E) {
  if (!E)
    return nullptr;
  auto FunctionalCast = [](Expr *X) -> Expr * {
    if (auto *FC = dyn_cast<CXXFunctionalCastExpr>(X))
      return FC->getSubExpr();
    return X;
  };
  return IgnoreExprNodes(E, IgnoreImplicitSingleStep,
                         IgnoreParensOnlySingleStep, FunctionalCast,
                         ignoreElidableCopySingleStep);
}

/// For a class derived from the runtime's options (a codebase's
/// `struct ServiceOptions : tidyjson::options { ServiceOptions() : ... }`),
/// what its own construction adds: a user-written constructor that is not
/// constexpr may read anything (it is the dependency), and the derived
/// classes' default member initializers run on every construction.
/// Whether building or destroying an object of class \p C (one between an
/// options-derived class and the runtime's options) does something of its
/// own that one object per call shows and one object for all calls does
/// not: a destructor written by hand, a mutable member (state kept between
/// uses), or a member whose class has a default constructor or destructor
/// written by hand that is not constexpr (a counter, a log line).
static bool hasEffectsOfItsOwn(const CXXRecordDecl *C) {
  const auto Effectful = [](const CXXRecordDecl *R) {
    if (!R || !R->hasDefinition())
      return false;
    R = R->getDefinition();
    if (const CXXDestructorDecl *D = R->getDestructor();
        D && D->isUserProvided() && !D->isConstexpr())
      return true;
    return llvm::any_of(R->ctors(), [](const CXXConstructorDecl *Ctor) {
      return Ctor->isDefaultConstructor() && Ctor->isUserProvided() &&
             !Ctor->isConstexpr();
    });
  };
  if (const CXXDestructorDecl *D = C->getDestructor(); D && D->isUserProvided())
    return true;
  for (const FieldDecl *F : C->fields()) {
    if (F->isMutable())
      return true;
    if (Effectful(
            F->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl()))
      return true;
  }
  return false;
}

static const Stmt *derivedConstructionDependency(const CXXConstructExpr *CE,
                                                 ASTContext &Ctx) {
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  const CXXRecordDecl *RD = Ctor ? Ctor->getParent() : nullptr;
  if (!RD || !RD->hasDefinition() || hasMarker(RD, markers::Options))
    return nullptr;
  // The classes between it and the runtime's own.
  bool DerivesFromOptions = false;
  llvm::SmallVector<const CXXRecordDecl *, 4> Classes{RD->getDefinition()};
  RD->forallBases([&](const CXXRecordDecl *Base) {
    if (hasMarker(Base, markers::Options))
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
  if (llvm::any_of(Classes, hasEffectsOfItsOwn))
    return CE;
  for (const CXXRecordDecl *C : Classes)
    for (const FieldDecl *F : C->fields())
      if (const Expr *In = F->getInClassInitializer())
        if (const Stmt *Dep = findDependency(In, Ctx))
          return Dep;
  return nullptr;
}

/// The `metadata_sharing::per_options` in \p Init when it also sets a
/// naming callback or a custom escaper: such options ask the callback again
/// with each object built, so one object per call and one for all calls
/// name members differently when the callback's answer changes (what
/// per_options is for).
static const Stmt *perOptionsCallback(const Expr *Init) {
  const Stmt *PerOptions = nullptr;
  bool Callback = false;
  llvm::SmallVector<const Stmt *, 32> Work{Init};
  while (!Work.empty() && Work.size() < 4096) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S)) {
      if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl());
          EC && EC->getName() == "per_options")
        if (const auto *ED = dyn_cast<EnumDecl>(EC->getDeclContext());
            ED && ED->getName() == "metadata_sharing")
          PerOptions = DRE;
    } else if (const auto *E = dyn_cast<Expr>(S)) {
      if (const CXXRecordDecl *RD = E->getType()->getAsCXXRecordDecl();
          RD && RD->getIdentifier() &&
          (RD->getName() == "naming_callback" ||
           RD->getName() == "custom_escaper") &&
          RD->getDeclContext()->isNamespace() &&
          cast<NamespaceDecl>(RD->getDeclContext())->getName() == "tidyjson")
        Callback = true;
    }
    for (const Stmt *Child : S->children())
      Work.push_back(Child);
  }
  return Callback ? PerOptions : nullptr;
}

const Stmt *initializerDependency(const Expr *Init, ASTContext &Ctx) {
  if (const Stmt *Dep = perOptionsCallback(Init))
    return Dep;
  const Expr *Top = constructionOf(Init);
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Top)) {
    if (const Stmt *Dep = derivedConstructionDependency(CE, Ctx))
      return Dep;
    for (const Expr *Arg : CE->arguments())
      if (const Stmt *Dep = findDependency(Arg, Ctx))
        return Dep;
    return nullptr;
  }
  if (isa<InitListExpr, CXXParenListInitExpr>(Top))
    return childrenDependency(Top, Ctx);
  // In a template, arguments that depend on its parameters: each of them is
  // judged in every instantiation.
  if (const auto *UCE = dyn_cast<CXXUnresolvedConstructExpr>(Top)) {
    for (const Expr *Arg : UCE->arguments())
      if (const Stmt *Dep = isa<InitListExpr>(Arg)
                                ? childrenDependency(Arg, Ctx)
                                : findDependency(Arg, Ctx))
        return Dep;
    return nullptr;
  }
  return findDependency(Top, Ctx);
}

/// The first name in \p S that is looked up per instantiation
/// (`is_class_v` in `std::is_class_v<T> ? 2 : 0`), or "".
static std::string dependentName(const Stmt *S) {
  if (!S)
    return "";
  if (const auto *OE = dyn_cast<OverloadExpr>(S))
    return OE->getName().getAsString();
  if (const auto *DS = dyn_cast<DependentScopeDeclRefExpr>(S))
    return DS->getDeclName().getAsString();
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(S))
    return DM->getMember().getAsString();
  for (const Stmt *Child : S->children())
    if (std::string Name = dependentName(Child); !Name.empty())
      return Name;
  return "";
}

std::string describeDependency(const Stmt *Dep) {
  auto Quote = [](const NamedDecl *ND) {
    return "'" + ND->getNameAsString() + "'";
  };
  // A reference or pointer that stays the same but whose object may not.
  auto View = [&](const ValueDecl *D) -> std::string {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!isa<NonTypeTemplateParmDecl>(D) && !(VD && !VD->hasLocalStorage()))
      return "";
    const QualType T = D->getType();
    if (!T->isReferenceType() && !T->isPointerType())
      return "";
    // A static member as it is written: `Policy::indent`.
    const std::string Name =
        VD && VD->isStaticDataMember()
            ? "'" + cast<NamedDecl>(VD->getDeclContext())->getNameAsString() +
                  "::" + VD->getNameAsString() + "'"
            : Quote(D);
    return "reads through the " +
           std::string(T->isReferenceType() ? "reference " : "pointer ") +
           Name + ", whose object is not known to be constant";
  };
  if (isa<CXXThisExpr>(Dep))
    return "depends on 'this'";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Dep);
      DRE && isa<EnumConstantDecl>(DRE->getDecl()))
    return "sets a naming callback or custom escaper with "
           "metadata_sharing::per_options, which asks it again for each "
           "object built: one object for all calls would keep its first "
           "answers";
  const ValueDecl *Named = nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Dep))
    Named = DRE->getDecl();
  else if (const auto *ME = dyn_cast<MemberExpr>(Dep))
    Named = ME->getMemberDecl();
  else if (const auto *SNTTP = dyn_cast<SubstNonTypeTemplateParmExpr>(Dep))
    Named = SNTTP->getParameter();
  if (Named) {
    const std::string ViewText = View(Named);
    return ViewText.empty() ? "depends on " + Quote(Named) : ViewText;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Dep))
    if (const CXXConstructorDecl *Ctor = CE->getConstructor()) {
      if (Ctor->isUserProvided() && !Ctor->isConstexpr() &&
          !Ctor->isInheritingConstructor())
        return "calls the constructor of " + Quote(Ctor->getParent()) +
               ", which is not constexpr";
      return "builds a " + Quote(Ctor->getParent()) +
             ", which keeps state or has effects of its own (a mutable "
             "member, a destructor, or a member built or destroyed by code "
             "that is not constexpr)";
    }
  if (const auto *Call = dyn_cast<CallExpr>(Dep)) {
    if (const FunctionDecl *FD = Call->getDirectCallee())
      return "calls " + Quote(FD) +
             (FD->isConstexpr() ? ", whose result here is not a constant"
                                : ", which is not constexpr");
    return "calls a function that is not constexpr";
  }
  if (const auto *DSDRE = dyn_cast<DependentScopeDeclRefExpr>(Dep))
    return "depends on '" + DSDRE->getDeclName().getAsString() + "'";
  if (isa<LambdaExpr>(Dep))
    return "holds a lambda with captures";
  // A name or call that depends on a template's arguments and is not a
  // constant in every instantiation known (none is known of a template in
  // a header: other files instantiate it too).
  if (const auto *E = dyn_cast<Expr>(Dep);
      E && (E->isValueDependent() || E->isTypeDependent())) {
    const std::string Name = dependentName(E);
    return "depends on the template's arguments" +
           (Name.empty() ? std::string() : " through '" + Name + "'") +
           ", which is not known to be a constant in every instantiation";
  }
  return "depends on a value computed at run time";
}

} // namespace clang::tidy::json
